import type { Analysis } from '../analysis/types';
import { withQuestionMark } from '../grammar/question-mark';
import { scaffoldKey } from '../i18n/scaffold';
import { FIX_ASK, HELP_TAIL, THIN_SHAPE_LINES, thinFormOf } from '../i18n/scaffold/thin-shapes';
import { TODO } from '../i18n/scaffold/thin-forms-extra';
import type { ThinForm } from '../i18n/scaffold/thin-shapes';
import { fixTask } from './thin-tasks';
import { constraintLines, statesDate } from '../i18n/scaffold/thin-constraints';
import { choosesSoftware } from './object-fit';
import { GIVEN_WORK_KINDS } from './given-work-kinds';
import { asksUsToWrite } from './asked-shapes';

/**
 * A thin everyday question ("can i dye my hair after a perm", "warum fressen hunde gras") came
 * back as the sentence with a full stop and nothing else: correct, but no help to the assistant.
 * Its FORM says what a useful answer holds, whatever the subject, so it gets one clean question
 * and one line for that form, in place of the kind's stock lines. Lines the engine made for the
 * situation (a fix-it's, a symptom's, a how-to's, the rules line) already say it: then only the
 * question is tidied.
 */

/** A question, not a brief: past this many words the user has said what they want. */
const MAX_WORDS = 12;
/**
 * A question read from its opening ("is it worth getting a heat pump in an old victorian house in
 * leeds?", "how long does a passport take, i travel in april") stays one question a little longer.
 */
const MAX_WORDS_OPENED = 16;
/** Forms read from the question's tail ("…is that normal", "…help"): only short ones are sure. */
const TAIL_FORMS: ReadonlySet<ThinForm> = new Set<ThinForm>(['normal', 'fix']);

/** Kinds that work on code, data, sums or given text keep their own shape. */
const OTHER_KINDS: ReadonlySet<string> = new Set([...GIVEN_WORK_KINDS, 'roleplay', 'math', 'brainstorm']);

/** "write a poem about why cats purr": a thing to make, not a question to answer. */
const MAKE =
  /^(?:please\s+)?(?:write|draft|create|compose|generate|make (?:me )?(?:a|an)|design|escrib[ea]|redacta|crea|écri[st]|rédige|crée|schreib(?:e|en Sie)?|verfasse|erstelle|scrivi|redigi|escreva|escreve|crie|redija)\b/iu;
/** "how to reverse a linked list in python": code to write, whatever the kind read it as. */
const CODE =
  /(?<![\p{L}])(?:python|javascript|typescript|java|c\+\+|c#|rust|golang|kotlin|swift|php|ruby|sql|regex|bash|powershell|html|css|json|react|pandas|numpy|dataframe|array|linked list|function|algorithm|recursion|api|excel formula|vba)(?![\p{L}])/iu;
/** "2x + 3 = 11", "15% of 240": a sum, whatever its wording. */
const SUM = /\d\s*[-+*/×÷^=%]\s*\d|\d+\s*%\s*(?:of|de|von|di)\b/i;

export interface ThinShape {
  form: ThinForm;
  task: string;
  /** The form's line, or null when the engine's own lines already cover the answer. */
  line: string | null;
  /** The user's own date, budget or money transfer, pointed at (thin-constraints.ts). */
  extra: string[];
}

/**
 * The form of a thin question and its tidied task, or null when the request is no thin
 * question (longer, pasted, a thing to write, a sum, code) or its form is one we do not know.
 */
/** "way" followed by a word that is no preposition, adverb or pronoun: a verb missing its "to". */
const WAY_THEN_VERB =
  /\b(way)\s+(?!(?:to|of|for|home|back|out|around|round|in|into|through|up|down|off|with|from|that|it|this|i|you|we|they|is|are|was)\b)([a-z]+)/i;

/** Forms whose "way" may have lost its "to" ("cheapest way send money"). */
const SOFTWARE_LINE =
  'For each, say which devices and systems it runs on, whether one plan covers everyone who will use it, and what it costs per year.';

const WAY_FORMS: ReadonlySet<ThinForm> = new Set<ThinForm>(['best', 'best-way', 'cheapest']);

/** A question typed as a bare noun phrase: "cheapest way to…", "best X for Y", "difference between…". */
const NOUN_ASK =
  /^(?:the\s+)?(?:best|easiest|quickest|fastest|simplest|safest|cheapest|least expensive|lowest[- ]cost|most affordable|most cost[- ]effective|right|proper|(?:main |key |real )?differences? between)\b/i;

export function thinShape(
  analysis: Analysis,
  task: string,
  /** The engine made lines of its own for this situation (a fix-it's, a symptom's, the rules line). */
  ownLines: boolean,
  /**
   * Its own lines other than the rules line, which says whose law applies, not that steps are
   * wanted: "Wohnung kündigen, was muss ich machen?" still gets its steps line under it.
   */
  ownBesidesRules: boolean = ownLines,
): ThinShape | null {
  const request = analysis.request.trim();
  if (analysis.material.length > 0 || analysis.alreadyStructured || request.includes('\n')) return null;
  const words = request.split(/\s+/).length;
  if (words > MAX_WORDS_OPENED || OTHER_KINDS.has(analysis.classification.kind)) return null;
  // "Necesito un informe para el ayuntamiento. ¿Puedes redactarlo?" asks for a piece, not a yes or no.
  if (MAKE.test(request) || asksUsToWrite(request) || SUM.test(request) || CODE.test(request)) return null;
  const form = thinFormOf(request, analysis.language);
  const key = scaffoldKey(analysis);
  const lines = THIN_SHAPE_LINES[key] ?? THIN_SHAPE_LINES[analysis.language];
  if (!form || !lines || (words > MAX_WORDS && TAIL_FORMS.has(form))) return null;
  return {
    form,
    task: tidyTask(task, request, form, analysis.language),
    line: (form === 'todo' ? ownBesidesRules : ownLines) ? null : lines[form],
    extra: [
      ...constraintLines(request, form, analysis.language, key),
      // "best password manager for the family": what sets software apart is where it runs,
      // whom one plan covers and what it costs over a year.
      ...(form === 'best' && analysis.language === 'en' && choosesSoftware(analysis) ? [SOFTWARE_LINE] : []),
    ],
  };
}

/**
 * "Quanto costa rinnovare il passaporto? devo partire a marzo": "devo…" reads like the ask, but
 * it tells the user's date; the question before it is the task, and the date is said, not asked.
 */
export function questionBeforeDate(
  given: { task: string; context: string[]; requirements: string[] },
  language: string,
): { task: string; context: string[]; requirements: string[] } {
  // "¿Cuánto cuesta…? me voy en abril": a told date is context, never an instruction bullet.
  const dated = given.requirements.filter((line) => toldDate(line, language) && !/[?？]\s*$/.test(line));
  const sorted =
    dated.length === 0
      ? given
      : {
          task: given.task,
          context: [...given.context, ...dated],
          requirements: given.requirements.filter((line) => !dated.includes(line)),
        };
  const question = sorted.context.findIndex((line) => /[?？]\s*$/.test(line));
  if (question < 0 || !toldDate(sorted.task, language) || /[?？]\s*\S/.test(sorted.task)) return sorted;
  const context = [...sorted.context];
  const [asked] = context.splice(question, 1, sorted.task.trim().replace(/[?？]\s*$/, '.'));
  return { task: asked!, context, requirements: sorted.requirements };
}

/** A short sentence that only tells the date ("devo partire a marzo"), no ask joined by a comma. */
function toldDate(sentence: string, language: string): boolean {
  return (
    !/[,;:]/.test(sentence) && sentence.trim().split(/\s+/).length <= 8 && statesDate(sentence, language)
  );
}

/** One grammatical question: "how to X" -> "How do I X?", "X is that ok" -> "X — is that OK?". */
function tidyTask(given: string, request: string, form: ThinForm, language: string): string {
  let task = given;
  // "How to negotiate rent down?" asks for the user's own doing: "How do I …?".
  if (language === 'en' && form === 'how-to' && /^how to\s+/i.test(task))
    return `${task
      .trim()
      .replace(/^how to\s+/i, 'How do I ')
      .replace(/[.!?]+$/, '')}?`;
  if (language === 'en' && WAY_FORMS.has(form)) task = task.replace(WAY_THEN_VERB, '$1 to $2');
  // "Quanto costa…? Devo partire a marzo?": the date after the question is told, not asked.
  const told = /^(.*[?？]\s+)([^?？]+?)[\s\u00a0]*\?$/su.exec(task.trim());
  if (told && toldDate(told[2]!, language)) return `${told[1]}${told[2]}.`;
  // "Wohnung kündigen was muss ich machen?": the situation, then the ask, set apart.
  if (form === 'todo' && !task.includes('\n')) {
    const split = todoLine(task, language);
    if (split) return split;
  }
  // A task the engine already rebuilt ("…. How do I fix it?") or that ends on "?" is kept.
  if (/[?？]\s*$/.test(task) || task.includes('\n')) return task;
  // "Quanto costa…? devo partire a marzo": the asked part has its "?"; what follows is a statement.
  if (/[?？]\s+\S/.test(task)) return /[.!…]$/.test(task.trim()) ? task : `${task.trim()}.`;
  const words = task.trim().replace(/[.!]+$/, '');
  // "Give the git command to …": the engine rewrote it as an instruction, no question to close.
  const first = (text: string) => text.trim().replace(/^¿/, '').split(/\s+/)[0]!.toLowerCase();
  if (first(words) !== first(request)) return task;
  if (form === 'fix') return fixLine(words, language);
  if (language === 'en') {
    const normal = /^(.*?)[,;:\s-]*\b((?:is|was) (?:that|this|it)) (ok|okay|normal|fine|serious|bad)$/i.exec(
      words,
    );
    if (normal && normal[1]) {
      const word = /^ok(?:ay)?$/i.test(normal[3]!) ? 'OK' : normal[3]!.toLowerCase();
      return `${normal[1]} — ${normal[2]!.toLowerCase()} ${word}?`;
    }
    // "cheapest way send money": a bare verb after "way" takes its "to" back, or the question would
    // put our grammar around the user's slip.
    const wayTo = words.replace(WAY_THEN_VERB, '$1 to $2');
    // "best budget phone for my mum", "difference between tfsa and rrsp": a noun phrase, asked.
    if (NOUN_ASK.test(words)) {
      const verb = /^(?:the\s+)?(?:main |key |real )?differences\b/i.test(words) ? 'are' : 'is';
      return `What ${verb} the ${lowerFirst(wayTo).replace(/^the\s+/i, '')}?`;
    }
    if (wayTo !== words) return withQuestionMark(wayTo, language);
  }
  const accented = accentOpening(words, form, language);
  const asked = withQuestionMark(accented, language);
  if (asked !== accented || form === 'best') return asked === accented ? `${accented}.` : asked;
  return closeQuestion(accented, language);
}

/** "pepper seedlings tall and floppy help" -> "Pepper seedlings tall and floppy: what can I do?". */
function fixLine(words: string, language: string): string {
  const tail = HELP_TAIL[language];
  const head = tail ? words.replace(tail, '').replace(/[\s,;:.!-]+$/, '') : words;
  if (language === 'en') {
    // The engine's fix-it sentence, when it has one for these words ("How do I fix a leaking tap?").
    const own = fixTask(head);
    if (own && own.startsWith('How do I')) return own;
  }
  const ask = FIX_ASK[language];
  if (!ask || head === '') return `${words}.`;
  return language === 'fr' ? `${head}\u00a0: ${ask}` : `${head}: ${ask}`;
}

/**
 * "gdpr for my small online shop what do i need to do" -> "GDPR for my small online shop: what do
 * I need to do?": the ask at the end of a run-on sentence is set apart with a colon. Null when the
 * ask opens the sentence or punctuation already sets it apart.
 */
function todoLine(task: string, language: string): string | null {
  const text = task.trim().replace(/[.!?？]+$/, '');
  const at = text.search(TODO[language] ?? /$^/);
  if (at <= 0) return null;
  const head = text.slice(0, at).replace(/[\s¿]+$/, '');
  const tail = text.slice(at);
  // "…, was muss ich machen": the user's own comma already sets the ask apart.
  // "Peux-tu m'expliquer le RGPD ? Et que dois-je faire…": two asks, parted by answer-parts.ts.
  if (/[,;:.!?？]$/.test(head) || /[.!?？]\s/.test(head) || head.split(/\s+/).length < 2) return null;
  if (language === 'es') return `${head}: ¿${tail}?`;
  if (language === 'fr') return `${head}\u00a0: ${tail}\u00a0?`;
  return `${head}: ${tail}?`;
}

/**
 * "Por que mi perro come pasto", "pq" read as "porque", "cuanto tiempo…": the opening question
 * word keeps its accent. Only the word the form was read from, so "como pasta…" (I eat) stays.
 */
const OPENING_ACCENT: Readonly<Record<string, ReadonlyArray<readonly [ThinForm, RegExp, string]>>> = {
  es: [
    ['why', /^(¿?)(?:por que|porque)\b/i, '$1Por qué'],
    ['meaning', /^(¿?)que\b/i, '$1Qué'],
    ['amount', /^(¿?)cuant([oa]s?)\b/i, '$1Cuánt$2'],
    ['when', /^(¿?)cuando\b/i, '$1Cuándo'],
    ['when-should', /^(¿?)cuando\b/i, '$1Cuándo'],
    ['how-to', /^(¿?)como\b/i, '$1Cómo'],
  ],
  pt: [['why', /^porque\b/i, 'Por que']],
};

function accentOpening(words: string, form: ThinForm, language: string): string {
  const rule = OPENING_ACCENT[language]?.find(([f]) => f === form);
  return rule ? words.replace(rule[1], rule[2]) : words;
}

/** A question whose opening our question-mark rule does not know ("es normal" at the end). */
function closeQuestion(words: string, language: string): string {
  if (language === 'fr') return `${words}\u00a0?`;
  if (language === 'es') {
    // "me duele la encía, es normal" -> "Me duele la encía, ¿es normal?": only the asking part.
    const at = words.search(/(?:^|,\s*)(?=(?:es normal|por qu[ée]|puedo|se puede)\b)/i);
    if (at > 0) return `${words.slice(0, at)}, ¿${words.slice(at).replace(/^,\s*/, '')}?`;
    return words.startsWith('¿') ? `${words}?` : `¿${words}?`;
  }
  return `${words}?`;
}

function lowerFirst(text: string): string {
  return /^[A-Z]{2,}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
