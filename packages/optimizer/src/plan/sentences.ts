import { capitalAt } from '../grammar/brand-case';
import { abbreviationGoesOn, DOTTED_ACRONYM, RUNS_ON } from '../grammar/abbreviation';
import { startsWithCode } from '../analysis/code-tokens';
import { startsNegated } from './contrast';
import { isFactLine } from './fact-lines';
import { isPossibilityQuestion } from '../grammar/possibility-question';
import { germanInstruction } from './polite-request';
import { upperFirst } from '../render/lines';
import { joinWrappedLines } from '../analysis/wrap';
import { splitCount } from '../analysis/word-count';
import { indefiniteArticle } from '../grammar/article';
import { perPass } from '../analysis/pass-memo';
import { ordinalPeriod } from '../grammar/ordinal';
import { unicodeWords } from '../grammar/unicode-words';
import { isTurnRule, statedPiece } from './sentence-function';
/**
 * Splits the user's request into units (sentences and list items) without breaking inside
 * quotes or brackets, after abbreviations, or in numbers, so every unit is the user's words.
 */

const ABBREVIATIONS =
  // "Lindenstr. 8", "Hauptstr.": a German street name ends in an abbreviation, not a sentence.
  // Italian "la rata n. 3", "Gentile Sig. Rossi", "Dott. Bianchi": numero and titles; `\b` would
  // see a word start after "á", so "alemán." would read as "n.".
  /(?:\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|St|No|approx|incl|p\.ej|z\.B|bzw|ca|Sr|Sra|mind|ggf|usw|evtl|inkl|d\.h|u\.a|env|ecc|pag|Nr|Tel|Av|Avda)\.|(?<![\p{L}\p{M}])(?:n|nº|núm|Sig|Sigg|Dott|Avv|Ing|Geom|Spett|Egr)\.|\b\p{L}*(?:str|Str)\.)$/iu;
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;

/** "Requirements:", "Diese Fakten müssen rein:": a short line that names the list under it. */
const LIST_LABEL = /^[^.!?]{1,80}:$/u;

/** "Minhas anotações.", "My notes:": a lead-in to the user's own notes on the lines below. */
const NOTES_LEAD =
  /^(?:my|our|mis|mes|nos|meine|unsere|le mie|i miei|minhas|meus|nossas)\s+(?:\p{L}+\s+)?(?:notes|anotações|notas|apuntes|notizen|stichpunkte|appunti|note|points)\s*[.:]$/iu;

/** A line of the list under a label: a list item, or a short note with no sentence end. */
function listLine(line: string, language: string): boolean {
  if (LIST_ITEM.test(line)) return true;
  return line !== '' && !/[.!?…:]$/.test(line) && line.split(/\s+/).length <= 15 && !isAsk(line, language);
}

/**
 * Units of the request. A label line and the list right under it stay one unit, lines joined
 * by "\n", so the label keeps heading its own items (and their numbers) wherever they go.
 */
export function splitUnits(text: string, language = 'en'): string[] {
  return splitLedUnits(text, language).units;
}

/**
 * Units, and for each the index of the request ending in ":" it sits under, or -1 ("convert
 * this to ESM:" over "use import/export", "we're on Node 18"): those lines are what that
 * request asks for, its requirements, together and in order, whatever each reads like alone.
 */
export function splitLedUnits(text: string, language = 'en'): { units: string[]; leadOf: number[] } {
  const units: string[] = [];
  const leadOf: number[] = [];
  let lead = -1;
  // Indentation is kept for now: a sub-item under "1. Dump each database" is nested, not flat.
  const indented = joinWrappedLines(text.split('\n').map((l) => l.trimEnd()));
  const lines = indented.map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') {
      lead = -1;
      continue;
    }
    const from = units.length;
    if (LIST_ITEM.test(line)) units.push(line);
    else i = splitLine(lines, indented, i, units, language);
    while (leadOf.length < units.length) leadOf.push(lead);
    // A request ending in ":" leads the lines right under it; a label keeps its list itself.
    const last = units[units.length - 1];
    if (units.length > from && /:$/u.test(line) && !last!.includes('\n')) lead = units.length - 1;
  }
  return { units, leadOf };
}

/** Units of line `i`, pushed onto `units`; a label takes the list under it along. Returns the last line used. */
function splitLine(
  lines: readonly string[],
  indented: readonly string[],
  i: number,
  units: string[],
  language: string,
): number {
  const sentences = attachFragments(splitSentences(lines[i]!));
  // "…at night? My utility has time-of-use pricing:" labels the lines below with its last sentence.
  const last = sentences[sentences.length - 1]!;
  const label =
    (LIST_LABEL.test(last) || NOTES_LEAD.test(last)) &&
    last.split(/\s+/).length <= 8 &&
    !isAsk(last, language);
  // One blank line may sit between a label and its list.
  const first = label && lines[i + 1] === '' ? i + 2 : i + 1;
  let end = first;
  while (end < lines.length && label && listLine(lines[end]!, language)) end++;
  if (end > first) {
    units.push(...sentences.slice(0, -1), [last, ...outdented(indented.slice(first, end))].join('\n'));
    return end - 1;
  }
  units.push(...sentences);
  return i;
}

/**
 * Units joined back as the user laid them out: a unit that starts a line in `text` starts one
 * again, so the clues of a pasted puzzle keep their lines; units of one line join with a space.
 */
export function joinAsWritten(units: readonly string[], text: string): string {
  let out = '';
  let from = 0;
  for (const [i, unit] of units.entries()) {
    // Units are trimmed and may be tidied: find each by its opening words.
    const at = text.indexOf(unit.slice(0, 12), from);
    if (i > 0) out += at >= 0 && startsLine(text, at) ? '\n' : ' ';
    out += unit;
    if (at >= 0) from = at + 1;
  }
  return out;
}

/** Only spaces between the line break before `at` and `at`. */
function startsLine(text: string, at: number): boolean {
  let b = at - 1;
  while (b >= 0 && text[b] !== '\n' && /\s/.test(text[b] ?? '')) b--;
  return text[b] === '\n';
}

/** The list's lines less the indentation they all share, so only real nesting stays. */
function outdented(lines: readonly string[]): string[] {
  const shared = Math.min(...lines.map((l) => /^[ \t]*/.exec(l)![0].length));
  return lines.map((l) => l.slice(shared));
}

/** "US.", "España.": a lone name after a sentence says where that sentence happens. */
const NAME_FRAGMENT = /^(?:\p{Lu}{2,4}|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)\.$/u;

/** "Python.", "Spanish.", "JSON.": a one-word fragment that names a tool, language or format is a rule. */
const NAMED_RULE =
  /^(?:english|spanish|french|german|italian|portuguese|inglés|español|francés|alemán|anglais|espagnol|français|allemand|englisch|spanisch|französisch|deutsch|inglese|spagnolo|francese|tedesco|italiano|inglês|espanhol|francês|alemão|português|python|python3|javascript|typescript|java|go|rust|ruby|sql|postgres|postgresql|mysql|sqlite|excel|bash|powershell|json|csv|yaml|html|markdown|react|pandas)\.$/i;

function ruleFragment(s: string): boolean {
  return NAMED_RULE.test(s) || TONE_START.test(s) || RESULT_WORDS.test(s) || FILLER.test(s);
}

/**
 * "they hate that.", "I hate it.", "das hassen sie.", "ils détestent ça.": a short feeling about
 * the sentence before it, which means nothing alone. Cut loose it read as a fact about whatever
 * came first ("scared of the big hill. They hate that."): it stays with its sentence.
 */
const BACK_REFERENCE = new RegExp(
  [
    "^(?:they|he|she|i|we|my \\p{L}+|the kids|kids)\\s+(?:really\\s+|just\\s+)?(?:hate|hates|dislike|dislikes|can['’]?t stand|cannot stand|don['’]?t like|doesn['’]?t like|find)\\s+(?:that|this|it|those|these)(?:\\s+\\p{L}+)?",
    "^(?:that|this|it)(?:['’]s| is| gets)\\s+(?:so\\s+|really\\s+)?(?:annoying|cringe|cheesy|patronising|patronizing|boring)",
    '^(?:das|so was)\\s+(?:hassen|hasst|mögen|mag)\\s+(?:sie|er|ich|wir)(?:\\s+nicht)?',
    "^(?:ils|elles|il|elle|je|on)\\s+(?:détestent|déteste|n['’]aiment pas|n['’]aime pas)\\s+(?:ça|cela)",
    '^(?:lo|la|eso)\\s+(?:odian|odia|odio|detestan|detesta)',
    '^(?:lo|la)\\s+(?:odiano|odia|odio|detestano)|^(?:odiano|odia)\\s+(?:questo|quello)',
    '^(?:eles|elas|ele|ela|eu)\\s+(?:odeiam|odeia|odeio|detestam|detesta)\\s+(?:isso|isto)',
  ]
    .map((p) => `(?:${p})`)
    .join('|')
    .replace(/^/u, '(?:')
    .concat(')[.!…]*$'),
  'iu',
);

function attachFragments(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    if (prev !== undefined && BACK_REFERENCE.test(s)) out[out.length - 1] = `${prev} ${capitalAt(s)}`;
    else if (prev !== undefined && NAME_FRAGMENT.test(s) && !ruleFragment(s))
      out[out.length - 1] = `${prev} ${s}`;
    else out.push(s);
  }
  return out;
}

const CODE_MARK_LEAD =
  /(?:^|\s)(?:a|an|the|this|that|one|single|extra|trailing|add|adding|use|using|put|putting|slap|slapping|with|without|of)\s$/i;

/**
 * A "!" or "?" used as a code token, not to end a sentence, with the words running on in lower
 * case: named as a thing ("slap a ! on it"), an operator between words ("a ?? b"), or stuck to an
 * identifier ("profile.name! and"). French spaces before its "?" and may run on in lower case
 * ("un entretien blanc ? pose-moi…"): a lone mark after any other word still ends a sentence.
 */
function codeMark(line: string, i: number, next: string): boolean {
  const runsOn = /^\s+[^\p{Lu}\s]/u.test(next);
  if (!runsOn) return false;
  const before = line[i - 1] ?? ' ';
  if (/\s/.test(before) || /[!?]/.test(before)) {
    let k = i;
    while (k > 0 && /[!?]/.test(line[k - 1]!)) k--;
    let j = i + 1;
    while (j < line.length && /[!?]/.test(line[j]!)) j++;
    const mark = line.slice(k, j);
    const lead = line.slice(0, k);
    // "a ?? b": an operator between two words.
    if (/^(?:\?\?|!!)$/.test(mark) && /[\p{L}\p{N}_$)\]] $/u.test(lead)) return true;
    // "slap a ! on it": the mark named as a thing. French "blanc ? pose-moi" ends a sentence.
    return CODE_MARK_LEAD.test(lead);
  }
  const word = /[\w$.()[\]]+$/u.exec(line.slice(0, i))?.[0] ?? '';
  return /\p{L}/u.test(word) && /[._()[\]$]/.test(word.replace(/\.$/, ''));
}

/** The text ends in an abbreviation whose period the sentence runs on after ("Acme Inc.", "D.C."). */
function abbreviationEnds(before: string): boolean {
  return DOTTED_ACRONYM.test(before) || RUNS_ON.test(before) || ABBREVIATIONS.test(before);
}

function splitSentences(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === quote || (quote === '“' && ch === '”') || (quote === '«' && ch === '»')) quote = null;
      continue;
    }
    // `user!`, `a ?? b` in backticks are code, whose marks end no sentence.
    if (ch === '"' || ch === '“' || ch === '«' || ch === '`') {
      quote = ch;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) depth--;
    else if (depth === 0 && (ch === '.' || ch === '!' || ch === '?' || ch === '…')) {
      let end = i + 1;
      while (end < line.length && /[.!?…)"”»']/.test(line[end]!)) end++;
      const next = line.slice(end);
      if (!/^\s+\S/.test(next)) continue;
      const piece = line.slice(start, end);
      if ((ch === '!' || ch === '?') && codeMark(line, i, next)) continue;
      if (ch === '.' && (ABBREVIATIONS.test(piece) || (/\d\.$/.test(piece) && /^\s*\d/.test(next)))) continue;
      if (ch === '.' && ordinalPeriod(piece, next)) continue;
      if (ch === '.' && abbreviationGoesOn(piece, next)) continue;
      // A lower-case continuation is usually not a new sentence ("approx. five", "v. good").
      // A version or an amount before the period ("python 3.9. need a script") ends its sentence.
      if (
        ch === '.' &&
        /^\s+[a-zà-ÿ]/.test(next) &&
        piece.trim().split(/\s+/).length < 3 &&
        !/\d\.$/.test(piece)
      )
        continue;
      out.push(piece.trim());
      start = end;
      i = end - 1;
    }
  }
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const STATEMENT_START: Readonly<Record<string, RegExp>> = {
  en: /^(?:i'?m|i am|i have|i've|i work|i run|i teach|i own|i just|i tried|i already|i (?:earn|live|make|got|was|had|started|use|love|like|hate|feel|think|mostly|usually|currently)|my|our|we|we're|we are|we have|we've|it'?s|its|it has|it was|there'?s|there (?:is|are|was|were)|nobody|no one|they|he|she|his|her|their|some|many|most|both|everyone|people|customers|clients|this is for|the (?:audience|reader|client|company|team) (?:is|are))\b/i,
  es: /^(?:soy|tengo|estoy|trabajo|gano|vivo|llevo|uso|mi|mis|nuestr[oa]s?|somos|tenemos|es para)\b/i,
  fr: /^(?:je suis|j'ai|je travaille|je gagne|je vis|j'habite|j'utilise|mon|ma|mes|notre|nos|nous sommes|nous avons|c'est pour)\b/i,
  de: /^(?:ich bin|ich habe|ich arbeite|ich verdiene|ich wohne|ich nutze|mein|meine|unser|unsere|wir sind|wir haben|es ist für)\b/i,
  it: /^(?:sono|ho|lavoro|guadagno|vivo|uso|il mio|la mia|i miei|le mie|mio|mia|nostr[oaie]|siamo|abbiamo|è per)\b/i,
  pt: /^(?:sou|tenho|estou|trabalho|ganho|moro|uso|meu|minha|meus|minhas|noss[oa]s?|somos|temos|é para)\b/i,
};

/** Verbs that start the main request (not constraint verbs such as "keep", "avoid", "use"). */
const ASK_START: Readonly<Record<string, RegExp>> = {
  en: /^(?:please\s+)?(?:(?:score|rate|grade|rank|mark) (?:the|this|these|each|every|my|our|all|it|them)\b|assess|evaluate|audit|critique|identify|prove|derive|write|create|make|give|draft|generate|list|explain|summari[sz]e|translate|fix|improve|rewrite|edit|plan|design|build|compare|tell|show|help|find|suggest|recommend|turn|convert|pull|extract|classify|categori[sz]e|label|analy[sz]e|review|check|describe|outline|prepare|compose|come up|brainstorm|calculate|work out|figure out|solve|proofread|polish|shorten|be|act|pretend|play|quiz|teach|correct|name|sort|organi[sz]e|debug|refactor|optimi[sz]e|implement|answer|reply|produce|put together|pick|select|choose|output|return (?:a|an|the|only|one|each|every|json|\d)|can (?:you|u)|could (?:you|u)|would you|will you|i need|i want|i'd like|i would like|i'?d love|(?:i )?would love|i'm looking for|need|want|how|what|why|when|where|which|who)\b/i,
  es: unicodeWords(
    /^(?:¿\s*)?(?:por favor,?\s+)?(?:me (?:explicas|dices|ayudas|escribes|haces|preparas|recomiendas|puedes|podr[ií]as)|expl[ií]camelo|eval[uú]a|valora|clasifica|escr[ií]be(?:me)?|crea|haz(?:me)?|dame|redacta|genera|explica(?:me)?|resume|traduce|corrige|mejora|reescribe|planifica|diseña|compara|dime|muestra|ayúdame|(?:ay[uú]da|escr[ií]bi|expl[ií]ca|dec[ií]|hac[eé]|arm[aá]|pas[aá]|cont[aá]|correg[ií]|mejor[aá]|revis[aá]|traduc[ií]|resum[ií]|redact[aá]|prepar[aá])me|sugiere|recomienda|convierte|extrae|clasifica|analiza|revisa|describe|prepara|calcula|resuelve|actúa|sé|elige|escoge|selecciona|devuelve|presenta|enumera|necesito|quiero|quería|quisiera|me gustaría|puedes|podrías|cómo|qué|por qué|cuándo|dónde|cuál|quién|debo|deber[ií]a)\b/i,
  ),
  fr: unicodeWords(
    /^(?:s'il (?:te|vous) plaît,?\s+)?(?:tu (?:peux|pourrais)|vous (?:pouvez|pourriez)|explique-moi|expliquez-moi|dis-moi|dites-moi|aide-moi|aidez-moi|écri[st]|écrivez|rédige[zr]?|crée[zr]?|fai[st]|faites|donne[zr]?|explique[zr]?|résume[zr]?|tradui[st]|traduisez|corrige[zr]?|amélior(?:e|ez)|propose[zr]?|compare[zr]?|dis|dites|aide[zr]?|analyse[zr]?|prépare[zr]?|calcule[zr]?|agis|agissez|choisis|choisissez|sélectionne[zr]?|présente[zr]?|renvoie[zr]?|énumère[zr]?|sois|soyez|j'ai besoin|je veux|je voudrais|je voulais|pose[zr]?-moi|interroge[zr]?-moi|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|comment|que|quoi|pourquoi|quand|où|quel(?:le)?s?|qui|dois-je|est-ce)\b/i,
  ),
  de: /^(?:bitte\s+)?(?:bewerte|beurteile|schreib(?:e)?|erstell(?:e)?|mach(?:e)?|gib|erkläre?|fasse?|übersetze?|korrigiere?|verbessere?|plane?|vergleiche?|sag|hilf|analysiere?|prüfe?|berechne?|formuliere?|entwirf|wähle|nenne|ich brauche|ich möchte|ich wollte|ich hätte gerne?|stell mir|frag mich|kannst du|könntest du|können sie|wie|was|warum|wann|wo|welche[rsnm]?|wer|soll(?:te)? ich)\b/i,
  it: unicodeWords(
    /^(?:per favore,?\s+)?(?:mi (?:spieghi|dici|aiuti|scrivi|fai|prepari|consigli|puoi|potresti|sai)|spiegamel[oa]|scrivimel[oa]|dimmi|fammi|valuta|classifica|scrivi(?:mi)?|crea|fai|fammi|dammi|spiega(?:mi)?|riassumi|traduci|correggi|migliora|proponi|confronta|dimmi|aiutami|analizza|prepara|calcola|agisci|sii|genera|elenca|scegli|seleziona|restituisci|presenta|ho bisogno|voglio|vorrei|puoi|potresti|come|cosa|che cosa|perché|quando|dove|quale|chi|devo|dovrei)\b/i,
  ),
  pt: unicodeWords(
    /^(?:por favor,?\s+)?(?:e\s+)?(?:me (?:explica|diz|fala|conta|ajuda|escreve|faz|prepara|recomenda|manda|d[aá])|avalia|avalie|analisa|classifica|verifica|diz|escreva|escreve|crie|cria|faça|faz|me dê|dê|dá|explique|explica|resuma|resume|traduza|traduz|corrija|corrige|melhore|melhora|sugira|compare|diga|ajude|me ajude|me ajuda|ajuda|analise|prepare|calcule|aja|seja|gere|liste|escolha|escolhe|selecione|seleciona|retorne|apresente|preciso|quero|queria|queríamos|gostaria|pode|podes|poderia|como|o que|por que|porque|quando|onde|qual|quem|devo|deveria)\b/i,
  ),
};

/** The unit asks for something: a question, or it opens with a request verb. */
export function isAsk(unit: string, language: string): boolean {
  // "So yeah, would love a reply…", "Anyway, can you…": the spoken opener changes nothing.
  const text = unit.replace(LIST_ITEM, '').trim().replace(SPOKEN_OPENER, '');
  if (/\?\s*$/.test(text)) return true;
  const start = ASK_START[language] ?? ASK_START.en!;
  // "From the text below, pick 12 words": the source named first does not change the ask.
  const scoped = text.replace(SOURCE_FIRST, '');
  return start.test(text) || ASK_START.en!.test(text) || (scoped !== text && start.test(scoped));
}

/** "From the notes below,", "Using the table,", "A partir del texto,": where the ask works from. */
const SOURCE_FIRST = unicodeWords(
  /^(?:from|using|based on|with|given|a partir del?|del|de la|con|usando|según|à partir d[eu'’]|d['’]après|en utilisant|avec|aus|anhand|mit|basierend auf|dal(?:la|le|l['’])?|dai|in base a|sulla base d\w+|com base n\w+|do|da)\s+[^,.!?\n]{1,60},\s+(?=\p{L})/iu,
);

/** "ok to take X with Y?", "safe to mix X and Y?": a yes-or-no question with its "is it" left out. */
const OK_TO_QUESTION =
  /^(?:is it\s+)?(ok(?:ay)?|alright|all right|fine|safe)\s+to\s+(\p{L}+)\s+(?=(\p{L}*)[^?]*\?\s*$)/iu;
/** Taking, mixing or drinking a substance asks whether it is safe, not merely allowed. */
const INTAKE_VERB = /^(?:take|mix|combine|drink|eat)$/i;
/** "take my dog on the train", "take the kids": a person or a thing owned is no substance. */
const NOT_A_SUBSTANCE = /^(?:my|the|a|an|our|your|his|her|their|this|that|me|us|him|them)$/i;

function okWord(word: string, verb: string, object: string): string {
  if (/^safe$/i.test(word)) return 'safe';
  return INTAKE_VERB.test(verb) && !NOT_A_SUBSTANCE.test(object) ? 'safe' : 'OK';
}

// "Che ayudame a…", "Bon, aide-moi…", "Olha, me ajuda…": a call for attention before the ask,
// in any of the six languages; the ambiguous ones ("mira" also means "look at") only with a comma.
const SPOKEN_OPENER =
  /^(?:(?:(?:so|anyway|anyways|ok(?:ay)?|well|yeah|right|and|but|hey|hi|che|oye|ey|ei|dai|eh)[\s,]+)|(?:mira|bueno|bon|alors|écoute|na|also|allora|senti|olha|então|entao)\s*,\s*)+(?=\p{L})/iu;

/** A statement of fact about the user or the situation, not an instruction. */
export function isStatement(unit: string, language: string): boolean {
  const start = STATEMENT_START[language] ?? STATEMENT_START.en!;
  const text = unit.replace(LIST_ITEM, '').trim();
  return start.test(text) && !isAsk(text, language);
}

const POLITE_EN =
  /^(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u)(?:\s+(?:please|pls|plz))?|i(?:'d| would)? (?:need|want|like) you to|i'd like you to|i was wondering if you could|i wonder if you could|please)\s+(?=[a-z])/i;

/**
 * "Can you write X?" -> "Write X."; German "Können Sie mir X schreiben?" -> "Schreiben Sie mir
 * X." in the user's register. Other languages keep the user's words (the verb form would change).
 */
export function asInstruction(task: string, language: string): string {
  if (language === 'de') return germanInstruction(task);
  if (language !== 'en') return task;
  // A trailing "please" or a dangling "after that" adds nothing to an instruction.
  task = task
    .replace(/[\s,]+(?:please|pls|plz)[.!]*$/i, '')
    .replace(/^(?:after that|then|also|and then|afterwards|next)\s*,?\s+(?=[a-z])/i, '')
    // "ok to take ibuprofen with sertraline?" asks whether it is safe: the "ok" is the question.
    .replace(
      OK_TO_QUESTION,
      (_all, word: string, verb: string, object: string) => `Is it ${okWord(word, verb, object)} to ${verb} `,
    )
    // "So how do I reply…", "Anyway, thoughts on…": the spoken opener only links to the story.
    .replace(SPOKEN_OPENER, '');

  task = upperFirst(task);
  // "Can you freeze cooked lasagne?" asks what is possible: "Freeze cooked lasagne." is another task.
  if (isPossibilityQuestion(task)) return task;
  const match = POLITE_EN.exec(task);
  if (!match) return task;
  const rest = task.slice(match[0].length).replace(/\?\s*$/, '');
  if (rest.split(/\s+/).length < 2) return task;
  return upperFirst(rest);
}

const PROPER =
  /^(?:Python|JavaScript|TypeScript|Java|Go|Rust|Ruby|Kotlin|Swift|Excel|Google|LinkedIn|Instagram|Twitter|Midjourney|React|Node|Django|Postgres|PostgreSQL|MySQL|Bash|PowerShell)\b/;

const KIND_VERB: Readonly<Record<string, string>> = {
  write: 'Write',
  code: 'Write',
  sql: 'Write',
  tests: 'Write',
  'system-prompt': 'Write',
  image: 'Write',
  plan: 'Create',
  brainstorm: 'Suggest',
  explain: 'Explain',
  summarize: 'Summarize',
  translate: 'Translate',
  compare: 'Compare',
};

/** "I need a python script that…" -> "Write a python script that…" (English, producing kinds). */
export function needToVerb(task: string, kind: string, language: string): string {
  const verb = KIND_VERB[kind];
  if (language !== 'en' || !verb || ['explain', 'summarize', 'translate', 'compare'].includes(kind))
    return task;
  // "Create a not an itinerary": a phrase the user rules out never follows our verb.
  if (startsNegated(task)) return task;
  return task.replace(/^(?:i(?:'d| would)? )?(?:need|want) (a|an|\d+)\b/i, `${verb} $1`);
}

/** "regex for uk postcodes" -> "Write a regex for uk postcodes" (English only, known kinds only). */
export function withVerb(task: string, kind: string, language: string): string {
  // "rust or go for a cli tool" -> "Should I use rust or go for a cli tool?"
  const options = /^([^,?]+?)\s+or\s+([^,?]+?)\s+for\s+([^?]+?)[.!]*$/i.exec(task);
  if (kind === 'compare' && language === 'en' && options && task.split(/\s+/).length <= 10)
    // The task was capitalised as a sentence: "Laptop" goes back to lower case inside ours.
    return `Should I use ${PROPER.test(options[1]!) || /^[A-Z]{2,}/.test(options[1]!) ? options[1] : options[1]!.charAt(0).toLowerCase() + options[1]!.slice(1)} or ${options[2]} for ${options[3]}?`;
  const verb = KIND_VERB[kind];
  // Only noun phrases ("regex for uk postcodes"); anything longer is the user's own sentence.
  if (language !== 'en' || !verb || /[?,:;]/.test(task) || task.split(/\s+/).length > 8) return task;
  if (startsNegated(task)) return task;
  // "best budget phone for my mum", "difference between x and y": a question typed as a noun
  // phrase; "Create a best…" or "Compare difference…" would break it (thin-shape.ts asks it).
  if (
    /^(?:the\s+)?(?:best|cheapest|easiest|quickest|fastest|safest|(?:main |key )?differences? between)\b/i.test(
      task,
    )
  )
    return task;
  // "ideas para tiktok" was read as English for want of words; an English verb would mix languages.
  if (
    /\b(?:para|pour|für|per|con|avec|mit|com|del|das|der|die|les|los|las|una|une|ein|eine|uma)\b/i.test(task)
  )
    return task;
  const body = task.replace(/[.!]+$/, '');
  const first = body.split(/\s+/)[0]!.toLowerCase();
  const needsArticle =
    ['write', 'code', 'sql', 'tests', 'system-prompt', 'image', 'plan'].includes(kind) &&
    !/^(?:a|an|the|my|our|some|\d+|one|two|three|four|five|ten)$/.test(first) &&
    !/s$/.test(first);
  const article = needsArticle ? `${indefiniteArticle(body)} ` : '';
  const word = body.split(/\s+/)[0]!;
  const keepCase = /^[A-Z]{2,}|[a-z][A-Z]/.test(word) || PROPER.test(word);
  return `${verb} ${article}${withRoleArticles(keepCase ? body : `${body.charAt(0).toLowerCase()}${body.slice(1)}`)}`;
}

/** People one of many ("a client"), people of one's own ("my boss"), and groups ("the team"). */
const ROLE_A =
  'clients?|customers?|suppliers?|vendors?|recruiters?|candidates?|employees?|tenants?|students?|parents?|patients?|guests?|volunteers?|hiring managers?';
const ROLE_MY =
  'boss|manager|landlord|landlady|teacher|professor|neighbou?r|coworker|co-worker|colleague|friend|partner|mom|mum|dad|sister|brother|wife|husband|girlfriend|boyfriend|doctor|coach|grandma|grandpa';
const ROLE_THE = 'team|staff|class|school|council|board|hr';
const ROLE = new RegExp(`\\b(to|for|from|with)\\s+(${ROLE_A}|${ROLE_MY}|${ROLE_THE})\\b(?!['’-])`, 'gi');

/**
 * "apology email to client" -> "apology email to a client": a bare role noun after a preposition
 * reads as note-taking in our English sentence. Plurals ("to clients") stay as they are.
 */
export function withRoleArticles(phrase: string): string {
  return phrase.replace(ROLE, (whole, prep: string, noun: string) => {
    const lower = noun.toLowerCase();
    if (/s$/.test(lower) && !/^(?:boss|class|hr)$/.test(lower)) return whole;
    if (new RegExp(`^(?:${ROLE_THE})$`).test(lower)) return `${prep} the ${noun}`;
    if (new RegExp(`^(?:${ROLE_MY})$`).test(lower)) return `${prep} my ${noun}`;
    return `${prep} ${indefiniteArticle(noun)} ${noun}`;
  });
}

/**
 * What any of tidyEnglish's unanchored passes needs somewhere in the unit (a superset, case
 * aside). Most units hold none: then those passes change nothing and only the anchored ones run,
 * one scan instead of six over every unit.
 */
const TIDY_TRIGGER = /lol|lmao|haha|wtf|smh|ugh|its |please|pls|plz|ill |\. [a-z]|hes\b/i;

/** Obvious English slips the cleaner leaves alone because they need context ("its been"). */
/** A request run on into its reason: "… better it's too weak", "… it is so long". */
const RUN_ON_REASON =
  /^((?:\S+\s+){2,}?(?!(?:so|if|as|and|but|or|that|say|says|said|think|thinks|because|cause|coz|cuz|when|since|unless|whether|though|although|like|what|where|how|why|while|until|once|even|because|which|who)\s)\S*[^\s,.;:!?])\s+(?:it['’]s|it is)\s+((?:too|so|really|very|kind of|a bit|way too)\s+[^.?!,]+)[.!?]?$/i;
/** "… what does it mean": a question about what was just named ("is that normal" has its own shape). */
const ASKED_ABOUT = /^((?:\S+\s+){1,}?\S*[^\s,.;:!?])\s+(what does (?:it|that|this) mean)\s*\??$/i;
const ASKS_YOU = /^(?:can|could|would|will)\s+(?:you|u)\b/i;
// What ASKED_ABOUT and RUN_ON_REASON each need somewhere in the unit. Both are anchored at the
// start with a lazy run of words, which V8 retries word by word over the whole unit: a unit
// without these words (nearly all) is answered by one plain scan instead.
const ASKED_ABOUT_WORDS = /what does (?:it|that|this) mean/i;
const RUN_ON_WORDS = /(?:it['’]s|it is)\s+(?:too|so|really|very|kind of|a bit|way too)\s/i;

/** Casual English slips in one unit fixed; kept per request (the sorter asks about a unit often). */
export function tidyEnglish(unit: string, language: string): string {
  return language === 'en' ? tidyEnglishUnit(unit) : unit;
}

const tidyEnglishUnit = perPass((unit: string): string => {
  // "which is only in Room A" stays a clause: its own punctuation (none) is the user's.
  const clause = RELATIVE_START.test(unit.trim());
  const words = TIDY_TRIGGER.test(unit);
  let out = (words ? tidyWords(unit) : unit)
    .replace(/^tl;?dr (?:of|on|for)\s+/i, 'Give a short TL;DR of ')
    .replace(/^like\s+(?=\d)/i, '');
  // "tax code 0T what does it mean": the question asked about the words before it.
  if (ASKED_ABOUT_WORDS.test(out))
    out = out.replace(ASKED_ABOUT, (whole, head: string, ask: string) =>
      clause ? whole : `${head} — ${ask}?`,
    );
  // "make my conclusion better it's too weak": the reason is a sentence of its own.
  if (RUN_ON_WORDS.test(out))
    out = out.replace(RUN_ON_REASON, (_whole, head: string, rest: string) =>
      clause ? _whole : `${head}${ASKS_YOU.test(head) ? '?' : '.'} It's ${rest.replace(/[.!?]+$/, '')}.`,
    );
  return (
    out
      .replace(
        /^((?:how|what|why|when|where|which|who)\b[^.?!]*?|(?:is|are|can|could|should|do|does|did|will|would)\s+(?:i|you|u|we|it|they|he|she|this|that|there|the|a|an|my|your|our|these|those|anyone|someone|anything)\b[^.?!]*?)\s*$/i,
        (whole, question: string) => (clause ? whole : `${question}?`),
      )
      // "…the key says 12:30, where did i go wrong": a question tacked on after a comma.
      // ("…the workshop, which is only in Room A" is a relative clause: the verb needs its subject.)
      .replace(
        /^([^?]*,\s*(?:where|why|how|what|which|who|when)\s+(?:did|do|does|is|are|was|were|can|could|should|would|am)\s+(?:i|you|u|we|it|they|he|she|this|that|there|my|your|our)\b[^.?!]*?)\s*$/i,
        '$1?',
      )
  );
});

/**
 * The unanchored passes. The two anchored ones between them run after them instead: a cut or
 * added word at the unit's start neither makes nor unmakes any of these matches.
 */
function tidyWords(unit: string): string {
  return unit
    .replace(/(?<!["'“])\s*\b(?:lol|lmao|haha+|wtf|smh|ugh+)\b(?=[\s.!?,]|$)/gi, '')
    .replace(
      /\b([Ii])ts (been|a|not|going|ok|okay|time|so|too|just|only|really|very|about|for|gonna|getting)\b/g,
      "$1t's $2",
    )
    .replace(/\s+(?:please|pls|plz)\s+(?=(?:she|he|they|it|i|we)(?:'s|s|'re|'m)?\s)/gi, '. ')
    .replace(/\bill (go|be|do|have|need|try|send|call|take|get|pay|just)\b/g, "I'll $1")
    .replace(/\. ([a-z][a-zA-Z]*)/g, (m, word: string, at: number, all: string) =>
      ordinalPeriod(all.slice(0, at + 1), all.slice(at + 1)) || abbreviationEnds(all.slice(0, at + 1))
        ? m
        : `. ${capitalAt(word)}`,
    )
    .replace(
      /\b([Ss]he|[Hh]e)s\b(?= (?:into|a|an|the|my|turning|going|been|not|so|very|really|always|never|just|\d))/g,
      "$1's",
    );
}

/** A unit's first letter capitalised, unless it looks like code or data the user typed inline. */
export function capitalised(unit: string): string {
  // "list --due" is a command the user typed: its case is part of it.
  if (/[;{}=<>]|\w\(|\s--?[a-z]|^\s*(?:select|create|insert|update|delete|from)\b/i.test(unit)) return unit;
  // "git push fails", "useEffect runs twice": code at the start keeps its case.
  if (startsWithCode(unit.trimStart())) return unit;
  return unit.replace(
    /^(\s*(?:[-*•]|\d{1,2}[.)])?\s*)(\p{Ll}\p{L}*)/u,
    (_m, lead: string, word: string) => lead + capitalAt(word),
  );
}

/**
 * Openings of a constraint on the result ("keep it short", "no bullet points", "it should…"),
 * as opposed to a fact about the situation ("On the 15th he said a plumber would come").
 */
const CONSTRAINT_START: Readonly<Record<string, RegExp>> = {
  en: /^(?:please\s+)?(?:should|must|needs? to|has to|have to|ought to|flag|point out|call out|spot|identify|note|mark|rate|score|estimate|double-check|verify|confirm|cite|state|say|keep|make|use|avoid|don'?t|do not|never|always|no(?! (?:one|error|errors|idea|clue|luck|response|reply|output|signal|sound|warnings?|logs?|crash)\b)|not (?:too|very|overly|more|longer|over|a|an|the|in|so|any)|nothing|none|without|only(?! (?:have|has|had|got|own|know|speak|eat|drink|work|live|need to)\b)|include|add|mention|start|begin|end|finish|focus|limit|stick|aim|put|format|return|ask|skip|leave|sound|be|stay|respond|reply|output|mark|highlight|cite|quote|number|sort|group|rank|assume|consider|remember|note that|make sure|ensure|in (?:english|spanish|french|german|italian|portuguese|plain|simple|bullet|a table|markdown|json)|(?:max(?:imum)?|min(?:imum)?|under|at most|at least|less than|fewer than|up to|around|about|roughly|approx(?:imately)?)?\s*(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|ten|twelve|twenty)(?:-| )?(?:words?|sentences?|paragraphs?|bullets?|bullet points?|points?|lines?|items?|ideas?|examples?|questions?|characters?|chars|tweets?|options?|names?|slides?|minutes?|mins?|pages?|tips?|steps?)|max(?:imum)?|min(?:imum)?|under \d)\b/i,
  es: unicodeWords(
    /^(?:por favor,?\s+)?(?:no(?! (?:tengo|soy|estoy|sé|se|puedo|hay|me|nos|he|había|tenemos|somos|sabemos|podemos|quiero ir))|nada|ning[uú]n|sin|evita|usa|utiliza|mant[eé]n|haz|pon|incluye|añade|agrega|menciona|empieza|comienza|termina|acaba|céntrate|limítate|sé|que (?:sea|no|suene|tenga|quepa|incluya|esté)|debe|tiene que|máximo|mínimo|menos de|como mucho|solo|sólo|únicamente|en (?:inglés|español|francés|alemán|italiano|portugués)|cada|\d+)\b/i,
  ),
  fr: /^(?:(?:s'il|stp|svp)\S*\s+)?(?:ne|n'|pas|évite[zr]?|utilise[zr]?|garde[zr]?|fai[st]|faites|mets|mettez|inclu[st]|incluez|ajoute[zr]?|mentionne[zr]?|commence[zr]?|termine[zr]?|reste[zr]?|sois|soyez|il faut|faut|ça doit|cela doit|doit|il doit|elle doit|maximum|max|minimum|moins de|au plus|sans|uniquement|seulement|juste|que ce soit|que ça|en (?:anglais|français|espagnol|allemand|italien|portugais)|chaque|\d+)\b/i,
  de: unicodeWords(
    /^(?:bitte\s+)?(?:kein|keine|keinen|nicht|nichts|ohne|vermeide|nutze|verwende|benutze|halte|mach|füge|erwähne|beginne|fang|ende|bleib|sei|seien|es soll|soll|sollte|muss|es muss|maximal|höchstens|mindestens|weniger als|unter|nur|bloß|auf (?:englisch|deutsch|spanisch|französisch|italienisch)|jede[rsnm]?|\d+)\b/i,
  ),
  it: /^(?:per favore,?\s+)?(?:non(?! (?:ho|sono|so|posso|c'è|ci|mi|abbiamo|siamo|sappiamo|possiamo))|niente|nessun[oa]?|senza|evita|usa|utilizza|mantieni|tieni|fai|metti|includi|aggiungi|menziona|inizia|comincia|termina|finisci|resta|sii|che (?:sia|non|suoni|abbia|stia)|deve|dev'essere|massimo|minimo|meno di|al massimo|solo|soltanto|in (?:inglese|italiano|spagnolo|francese|tedesco)|ogni|\d+)\b/i,
  pt: unicodeWords(
    /^(?:por favor,?\s+)?(?:n[aã]o(?! (?:tenho|sou|estou|sei|posso|há|tem|me|temos|somos|sabemos|podemos))|nada|nenhum[a]?|sem|evite|evita|use|usa|utilize|mantenha|mant[eé]m|fa[cç]a|faz|coloque|coloca|p[oõ]e|inclua|inclui|adicione|mencione|comece|termine|seja|que (?:seja|n[aã]o|soe|tenha|caiba)|deve|tem que|tem de|m[aá]ximo|m[ií]nimo|menos de|no m[aá]ximo|s[oó]|somente|apenas|em (?:ingl[eê]s|portugu[eê]s|espanhol|franc[eê]s)|cada|\d+)\b/i,
  ),
};

/** A wish about the result anywhere in the unit: "I want it firm", "it should fit on one page". */
const CONSTRAINT_ANYWHERE: Readonly<Record<string, RegExp>> = {
  en: /\b(?:it|this|that|the (?:\w+ ){0,2}(?:email|letter|text|message|post|answer|reply|output|result|tone|story|poem|essay|summary|list|plan|code|script|function|query|table|title|caption|speech|description|bio|prompt))\s+(?:should|must|needs? to|has to|have to|shouldn'?t|mustn'?t|can'?t|cannot|ought to)\b|\b(?:i|we) (?:want|need|'d like|would like|prefer) (?:it|this|them|the (?:\w+ ){0,2}\w+) (?:to |in |as |under |below |short|long|formal|casual|friendly|firm|polite|simple)|\b(?:i|we) (?:don'?t|do not|won'?t) (?:want|wanna|like|need)\b|\b(?:i|we)'?d rather\b|\bwords? (?:max|maximum|or less|or fewer)\b|\b(?:under|no more than|at most|max(?:imum)?|less than|fewer than|up to)\s+\d[\d,]*\s*(?:words?|characters?|chars|sentences?|lines?|paragraphs?|pages?|bullets?|items?|minutes?)\b|\b(?:make sure|please)\b|\b(?:want(?:ed)?|like|need|have) to (?:include|mention|cover|feature|highlight|show)\b/i,
  es: /\b(?:que (?:sea|no sea|suene|no suene|tenga|quepa|incluya)|debe(?:r[ií]a)?|tiene que|quiero que|no quiero que|prefiero que|(?:quiero|quería|me gustaría) (?:incluir|mostrar|mencionar|destacar))\b/i,
  fr: unicodeWords(
    /\b(?:il faut que|faut que|je veux que|je voudrais que|je ne veux pas que|je préfère que|ça doit|doit (?:être|tenir|faire|rester)|qu'elle soit|qu'il soit|que ce soit|que ça (?:fasse|soit|reste|tienne))\b/i,
  ),
  de: /\b(?:soll(?:te)?|muss|darf (?:nicht|kein)|ich möchte,? dass|ich will,? dass)\b/i,
  it: /\b(?:deve|dovrebbe|voglio che|vorrei che|non voglio che|che sia|che non sia)\b/i,
  pt: /\b(?:deve(?:ria)?|tem que|quero que|n[aã]o quero que|prefiro que|que seja|que n[aã]o seja|(?:quero|queria|gostaria de) (?:incluir|mostrar|mencionar|destacar))\b/i,
};

/**
 * "Jonas ist 2 Jahre alt und soll ab März in die Kita", "Mein Sohn hat Asthma und muss…": a person
 * the user names, and what is so of them; the "soll" is their plan, not a rule for the text.
 */
const DE_PERSON_FACT =
  /^(?!(?:Der|Die|Das|Es|Sie|Dies\p{L}*|Am|Im|Zum|Beim)\s)(?:(?:Mein|Unser)(?:e[rn]?)?\s\p{L}+(?:\s\p{Lu}\p{Ll}+)?|Er|\p{Lu}\p{Ll}+)\s+(?:ist|hat|war|wird|kommt|geht)\s/u;

/** A fragment that opens with a subject is a statement ("Nobody came.", "Il pleut."). */
const SUBJECT_START =
  /^(?:i|i'm|i've|we|we're|you|he|she|it|it's|they|they're|there|this|that|my|our|his|her|their|nobody|everyone|someone|je|j'|il|elle|nous|on|ils|elles|c'est|yo|él|ella|nosotros|ellos|ich|er|es|wir|sie|io|lui|lei|noi|loro|eu|ele|ela|nós|eles)\b/i;

/** "…, and mention the DPS", "so nothing too crude": a directive clause inside a sentence. */
const DIRECTIVE_CLAUSE =
  /(?:[,;]|\b(?:and|but|so|then))\s+(?:also\s+)?(?:(?:please\s+)?(?:don'?t|do not|never|avoid|mention|include|end with|start with|open with|close with|keep it|make it|make sure|use|add|no|nothing(?: too)?|absolutely no|explain|show me|tell me|give me|list them|put (?:them|it|those)?\s*in|leave)\b)/i;

/** "If something's missing put null": a condition, then what to do. */
const CONDITIONAL_RULE =
  /^(?:if|when|whenever|unless|si|cuando|wenn|falls|se|quando|lorsque|quand)\b[^.]*?(?:,\s*|\s+)(?:just\s+)?(?:put|use|write|leave|say|return|mark|skip|add|ask|flag|give|set|answer|reply|suggest|tell|explain|list|note|fix|change|rewrite|correct|propose|sugiere|propón|propose|suggère|schlag|suggerisci|sugira|pon|usa|escribe|deja|di|devuelve|marca|mets|utilise|écris|laisse|indique|setz|nimm|schreib|lass|gib|metti|usa|scrivi|lascia|coloque|coloca|inclua|inclui|use|escreva|deixe|include|incluye|incluez|inclus|füge|aggiungi|includi)\b/i;

/** "Firm but polite", "Warm, not soppy": the tone of the result, told as adjectives. */
const TONE_START =
  /^(?:(?:very|quite|really|pretty|fairly|super|möglichst|eher|sehr|lo más|muy|bastante|plutôt|très|assez|il più|molto|abbastanza|o mais|bem|bastante)\s+)?(?:natürlich|locker|förmlich|kurz|freundlich|sachlich|herzlich|natural|breve|formal|corto|cercano|sencillo|naturel|court|formel|simple|chaleureux|naturale|formale|semplice|cordiale|curto|simples|firm|polite|formal|informal|casual|friendly|warm|funny|short|brief|concise|professional|serious|playful|simple|detailed|punchy|upbeat|calm|neutral|honest|blunt|kind|gentle|direct|respectful|light|eerie|dark|cosy|cozy)\b/i;

/** "Bitte sachlich und nicht zu lang.": a please in front of the tone words asks for them. */
const POLITE_LEAD =
  /^(?:please|pls|bitte|por favor|s'il (?:te|vous) plaît|svp|stp|per favore|per piacere)[\s,]+/i;

/** "Deposit was $1,800", "la renta es 900€": a noun, then a verb of being or costing. */
const FACT_VERBS: Readonly<Record<string, string>> = {
  en: 'was|is|are|were|had|has|costs?|came to|totals?',
  es: 'fue|es|era|eran|son|costó|cuesta',
  fr: 'était|est|sont|a coûté|coûte',
  de: 'war|ist|sind|waren|kostete|kostet',
  it: 'era|è|sono|erano|costava|costa',
  pt: 'foi|é|são|eram|custou|custa',
};
const FACT_FRAGMENT: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.entries(FACT_VERBS).map(([lang, verbs]) => [
    lang,
    new RegExp(
      `^(?:the |my |our |el |la |mi |le |mon |ma |der |die |das |il |lo |o |a |meu |minha )?[\\p{L}\\d'’-]+(?: [\\p{L}\\d'’-]+)? (?:${verbs})\\s+\\S`,
      'iu',
    ),
  ]),
);

/** "Sales dipped in October.", "Our rent went up.": a subject, then a verb in the past tense. */
const PAST_FACT =
  /^(?:(?:the|our|my|their|his|her|its)\s+)?\p{L}+\s+(?!(?:preferred|required|needed|wanted|allowed|included|excluded|formatted|numbered|attached|appreciated|welcomed?|banned|forbidden|capped|limited)\b)(?:\p{L}{2,}ed|fell|rose|grew|went|broke|shrank|sank|came|left|got|stopped|began|doubled|tripled|halved)\b/iu;

/** "Each tweet is under 280 characters" is a rule told as a fact. */
const RESULT_WORDS =
  /\b(?:under|over|max(?:imum)?|at most|no more|less than|fewer|words?|characters?|chars|bullets?|sentences?|lines?|paragraphs?|json|markdown|table|format|tone|length)\b/i;

/** "No tengo deudas", "Non ho figli": a negated first-person verb states a fact. */
const FACT_NEGATION = unicodeWords(
  /^(?:(?:mache?|hab|habe|bin) (?:das|es|ich)? ?(?:zum ersten mal|erstmals|noch nie|seit)|(?:hab|habe) (?:keine|kein|null|noch nie)|no (?:tengo|soy|estoy|sé|puedo|hay|tenemos|somos|sabemos|podemos)|non (?:ho|sono|so|posso|c'è|abbiamo|siamo|sappiamo|possiamo)|n[aã]o (?:tenho|sou|estou|sei|posso|há|temos|somos|sabemos|podemos))\b/i,
);

/**
 * "Coordeno a horta comunitária.", "Gestisco il B&B": Spanish, Portuguese and Italian drop the
 * "I", so a first-person verb and its object is the user's situation, not a fragment of a spec.
 */
const FIRST_PERSON_OBJECT =
  /^\p{L}{3,}o\s+(?:a|o|as|os|el|la|los|las|lo|il|i|gli|le|l'|un|una|uno|um|uma|mi|mis|meu|minha|mio|mia|nuestr\p{L}*|noss\p{L}*|nostr\p{L}*|much[oa]s?|poc[oa]s?|molt[oiea]|muit[oa]s?|pouc[oa]s?)\s/iu;

function firstPersonStatement(text: string, language: string): boolean {
  if (!['es', 'pt', 'it'].includes(language) || !FIRST_PERSON_OBJECT.test(text)) return false;
  // "Solo el texto", "Máximo o resumo": a constraint word, not a verb.
  return !(CONSTRAINT_START[language] ?? CONSTRAINT_START.en!).test(text);
}

/** The context label itself goes once the line sits under our own context heading. */
export function withoutContextLabel(unit: string): string {
  // A label over its own list stays: it heads those items.
  return !unit.includes('\n') && CONTEXT_LABEL.test(unit) && GENERIC_CONTEXT_LABEL.test(unit)
    ? unit.replace(/^[^:]+:\s*/, '')
    : unit;
}

/** Labels that only say "here is context"; "Equipment:" or "Stories:" name what follows. */
const GENERIC_CONTEXT_LABEL =
  /^(?:context|contexto|contexte|kontext|contesto|background|situation|situación|situação|hintergrund|about me|sobre mí|sobre mim|à propos de moi|über mich|su di me|info|details)\s*:/i;

/** "Details:", "Background:": a label over facts about the situation. */
export function isContextLabel(line: string): boolean {
  return CONTEXT_LABEL.test(line);
}

/** "Contexto: a gente cresceu em Campinas": a label that introduces facts, not a rule. */
const CONTEXT_LABEL =
  /^(?:context|contexto|contexte|kontext|contesto|background|situation|situación|situação|hintergrund|about me|sobre mí|sobre mim|à propos de moi|über mich|su di me|info|details|stories[^:]*|facts?|equipment|ingredients|what i have|setup|set-up|stack|hardware|environment|material|materiales|matériel|ausrüstung|attrezzatura|equipamento)\s*:/i;

const RULE_LABEL =
  /^(?:tone|length|format|style|audience|language|word count|words|output|constraints?|rules?|requirements?|tono|longitud|formato|estilo|público|idioma|ton|longueur|langue|contraintes?|länge|stil|zielgruppe|sprache|lunghezza|stile|pubblico|lingua|comprimento|estilo|idioma|restrições)\s*:/i;

/** "Tone: friendly", "Length: 200 words": the user's own labelled instruction. */
const LABELLED = /^\p{L}+(?: \p{L}+){0,2}:\s*\S/u;

/** The unit tells the assistant how the result should be, rather than how things are. */
export function isInstruction(unit: string, language: string, strict = false): boolean {
  // "Also end with a toast", "And no emojis": the linking word does not change what it is.
  let text = unit
    .replace(LIST_ITEM, '')
    .trim()
    .replace(
      /^(?:(?:ah|oh|ok)[\s,]+)?(?:also|and|plus|but|then|and then|y|et|und|e|aussi|además|inoltre|também|luego|después|puis|ensuite|dann|danach|poi|depois)[\s,]+/i,
      '',
    );
  // "For each email give a priority": the scope in front does not change what it is.
  text = text.replace(
    /^(?:for (?:each|every)|para cada|pour chaque|für jede[nrs]?|per ogni|para cada)\s+\S+,?\s+/i,
    '',
  );
  if (FACT_NEGATION.test(text)) return false;
  // "One message at a time and wait for me": how the assistant takes turns, wherever it is told.
  if (isTurnRule(text)) return true;
  // "Customer no. 55120", "Ava is 14, Leo 11", "chores: dishes, bins": facts in a spec's shape.
  if (isFactLine(text)) return false;
  if (language === 'de' && DE_PERSON_FACT.test(text)) return false;
  // "Tone: friendly" is a rule; "Offer A: analytics engineer at a Series B startup, £58k…" is a fact.
  if (LABELLED.test(text))
    return !CONTEXT_LABEL.test(text) && (RULE_LABEL.test(text) || splitCount(text, 8) <= 8);
  // "Gereimt, 4 Strophen, lustig aber nicht peinlich": a run of short fragments is a spec.
  const pieces = text.split(/\s*[,–—]\s*/);
  const fact = FACT_FRAGMENT[language] ?? FACT_FRAGMENT.en!;
  if (
    pieces.length >= 2 &&
    pieces.slice(0, 2).every((p) => splitCount(p, 4) <= 4) &&
    !SUBJECT_START.test(text) &&
    // "Done it 4 years, AGM is in June": a fragment with a verb of being states the situation.
    !pieces.some((p) => fact.test(p) && !RESULT_WORDS.test(p)) &&
    // "2 cats, one hates the car": a piece with its own subject and verb tells how things are.
    !pieces.some(statedPiece)
  )
    return true;
  // "3 gatos, uno odia el auto": a count, then a clause about one of them, is the situation.
  if (pieces.length >= 2 && pieces.slice(1).some(statedPiece) && !DIRECTIVE_CLAUSE.test(text)) return false;
  const words = splitCount(text, 7);
  // "Deposit was $1,800.", "Rent is 900": a short fragment with a finite verb states a fact.
  if (
    words <= 7 &&
    (FACT_FRAGMENT[language] ?? FACT_FRAGMENT.en!).test(text) &&
    !/^(?:if|when|unless|whenever|and|but|so|or|si|se|wenn|falls)\b/i.test(text) &&
    !RESULT_WORDS.test(text) &&
    !DIRECTIVE_CLAUSE.test(text)
  )
    return false;
  // "Bullets.", "Just the JSON.", "Firm but polite": a fragment with no subject describes the result.
  // ("Painting my living room." is the situation, told as a gerund.)
  if (
    words <= 4 &&
    !SUBJECT_START.test(text) &&
    !/^\p{L}+ing\b/iu.test(text) &&
    !firstPersonStatement(text, language) &&
    // "Sales dipped in October." before the ask tells what happened, not how to answer.
    !(strict && language === 'en' && PAST_FACT.test(text))
  )
    return true;
  if (
    DIRECTIVE_CLAUSE.test(text) ||
    TONE_START.test(text.replace(POLITE_LEAD, '')) ||
    CONDITIONAL_RULE.test(text)
  )
    return true;
  const start = CONSTRAINT_START[language] ?? CONSTRAINT_START.en!;
  const anywhere = CONSTRAINT_ANYWHERE[language] ?? CONSTRAINT_ANYWHERE.en!;
  const english = language !== 'en';
  if (start.test(text) || (english && CONSTRAINT_START.en!.test(text))) return true;
  // Told before the request, only an imperative is a rule; a wish there is part of the story.
  if (strict) return false;
  return isAsk(text, language) || anywhere.test(text) || (english && CONSTRAINT_ANYWHERE.en!.test(text));
}

/** "and should I drop anything." -> "Should I drop anything?": a question told with a period. */
export function asFollowUpQuestion(unit: string, language: string): string | null {
  const text = unit.replace(LIST_ITEM, '').trim();
  if (/\?\s*$/.test(text)) return text;
  if (language !== 'en') return null;
  const bare = text.replace(/^(?:and|also|plus|oh and|ah and)[\s,]+/i, '');
  if (
    !/[.!]?$/.test(bare) ||
    !ENGLISH_QUESTION.test(bare) ||
    RELATIVE_START.test(bare) ||
    ORDER_AFTER_CLAUSE.test(bare)
  )
    return null;
  return upperFirst(bare.replace(/[.!]*\s*$/, '?'));
}

/** "When we're done, give me feedback…": an instruction after its time clause keeps its full stop. */
const ORDER_AFTER_CLAUSE =
  /,\s*(?:(?:then|please|pls|just)\s+)?(?:give|tell|send|show|write|make|list|let|add|include|rate|score|explain|summari[sz]e|point out)\b/i;

/**
 * "Which is only in Room A, so 30 seats max.", "Where nobody can bring dogs.": a relative word
 * without a verb and its subject after it goes on the sentence before; it asks nothing.
 */
const RELATIVE_START =
  /^(?:which|who|whom|whose|where|when)\b(?!\s+(?:[\w'-]+\s+)?(?:should|shall|do|does|did|can|could|would|will|is|are|was|were|am|have|has)\s+(?:i|you|u|we|it|they|he|she|this|that|there|the|a|an|my|your|our|these|those)\b)/i;

// A modal opens a question only before its subject: "should I…", never "can do 3 days a week".
// "What I did well and badly." names a thing to cover: a pronoun straight after the question
// word makes a clause, not a question ("what you think?" is the one spoken exception).
/** "Have a look at my intro", "have a go at this": an order, though it opens like "Have a …?". */
export const HAVE_A_GO = String.raw`have\s+a\s+(?:quick\s+|good\s+|proper\s+|careful\s+)?(?:look|go|think|read|listen|try|crack|stab)\b`;

const ENGLISH_QUESTION = new RegExp(
  `^(?!${HAVE_A_GO})` +
    /(?:(?:how|what|why|when|where|which|who|whom|whose)\s+(?!not\b|(?:i|we|you|they|he|she)(?:'[a-z]+)?\s+(?!think\b))\S|(?:should|shall|is|are|was|were|do|does|did|can|could|would|will|have|has)\s+(?:i|you|u|we|it|they|he|she|this|that|there|the|a|an|my|your|our|these|those|anyone|someone|anything)\b|am i\b)/
      .source,
  'i',
);

/** "wanna get back into lifting", "need drills that are fun": a wish, not yet the deliverable. */
const WISH_START =
  /^(?:i\s+)?(?:(?:really\s+)?(?:need|want|wanna)(?:\s+to)?|i'?d (?:like|love) to|looking to|trying to|hoping to)\b/i;
/** "make me a plan…", "give me a full practice plan…", "write the email": the deliverable asked. */
const PRODUCE_START =
  /^(?:(?:so|and|then|pls|please|just|can you|could you)\s+)*(?:make|give|write|create|draft|build|put together|plan|design|prepare|come up with|send)\s+(?:me\s+|us\s+)?(?:a|an|the|some|\d+|one|two|three|five|ten|my|our)\b/i;

/** A later unit names the deliverable ("make me a plan") while the first ask is only a wish. */
export function deliverableAfterWish(units: readonly string[], askIndex: number, language: string): number {
  if (language !== 'en' || !WISH_START.test(units[askIndex] ?? '')) return askIndex;
  const later = units.findIndex(
    (u, i) =>
      i > askIndex &&
      PRODUCE_START.test(u.replace(LIST_ITEM, '').trim()) &&
      // "Draft the announcement email too." adds to the ask; it is not the ask.
      !/\b(?:too|as well|also)[.!]*\s*$/i.test(u),
  );
  // A question between them ("How should I tell them?") is the real ask after the wish.
  if (later < 0 || units.slice(askIndex, later).some((u) => /\?\s*$/.test(u))) return askIndex;
  return later;
}

/** "Staff keep falling for phishing emails.": a subject and its verb tell what happens. */
const SUBJECT_VERB =
  /^(?:(?:the|our|my|a|an|some|all)\s+)?\p{L}+(?:\s+\p{L}+)?\s+(?:keep|keeps|are|is|was|were|have|has|had|do|does|did|can't|won't|don't|doesn't|didn't|\p{L}{2,}ed)\b/iu;

/** The unit tells how things are (a statement), so naming the deliverable does not make it the ask. */
export function readsAsStatement(unit: string, language: string): boolean {
  return (
    isStatement(unit, language) ||
    (language === 'en' && !isAsk(unit, language) && SUBJECT_VERB.test(unit.trim()))
  );
}

/** Opens like a real request (a request verb or a question word), not a statement ending in "??". */
export function isStrongAsk(unit: string, language: string): boolean {
  const text = unit.replace(LIST_ITEM, '').trim().replace(SPOKEN_OPENER, '');
  return (
    (ASK_START[language] ?? ASK_START.en!).test(text) ||
    ASK_START.en!.test(text) ||
    (QUESTION_START[language] ?? QUESTION_START.en!).test(text)
  );
}

const QUESTION_START: Readonly<Record<string, RegExp>> = {
  // A verb opens a question only before its subject: "were not really museum people" is a statement.
  en: new RegExp(
    `^(?!${HAVE_A_GO})` +
      /(?:should|shall|is|are|am|was|were|do|does|did|can|could|would|will|have|has)\s+(?:i|you|u|we|it|they|he|she|this|that|there|the|a|an|my|your|our|these|those|anyone|someone|anything)\b/
        .source,
    'i',
  ),
  es: /^¿/,
  fr: /^(?:est-ce|dois-je|puis-je|faut-il|y a-t-il)\b/i,
  de: /^(?:ist|sind|soll|sollte|kann ich|können wir|gibt es|muss ich|lohnt sich)\b/i,
  it: unicodeWords(/^(?:posso|conviene|ci sono|c'è)\b/i),
  pt: /^(?:posso|vale a pena|tem como|existe)\b/i,
};

/**
 * Asides that carry no fact and no wish: apologies for length, "lol", "ok math help", "thanks".
 * Dropping them keeps a context section from opening with "This is long sorry."
 */
const FILLER =
  /^(?:(?:ok(?:ay)?|so|um+|hmm+|well|anyway|also)[\s,]+)*(?:(?:this is|it'?s|sorry (?:this is|it'?s)) (?:(?:a bit|kinda|kind of|really|very|so) )?long(?:,? sorry)?|sorry(?: for the (?:long )?(?:rant|essay|wall of text|message|post))?|sorry (?:if|for) (?:this is|it'?s) (?:long|a lot|messy|confusing)|lol|lmao|haha+|thanks?(?: (?:a lot|so much|in advance))?|thank you(?: (?:so much|in advance))?|ty|tia|(?:\w+ )?help(?: (?:me|pls|please|needed))?|ok(?:ay)?|idk|ugh+|help me out|please help|pls help|i'?m (?:so )?(?:lost|confused|stuck)|i (?:don'?t|do not) (?:get|understand) (?:it|any of (?:it|this)|anything)(?: at all)?|merci(?: d'avance| beaucoup)?|gracias(?: de antemano)?|danke(?: im voraus)?|grazie(?: mille| in anticipo)?|obrigad[oa]|valeu|vlw|no entiendo nada|te cuento(?: (?:mi|un poco mi) situaci[oó]n)?(?:,? a ver si me (?:puedes|podéis) (?:ayudar|echar una mano))?|je (?:ne )?comprends rien|j'y comprends rien|ich verstehe nichts|non (?:ci )?capisco (?:niente|nulla|nnt)|nn ci capisco nnt|não entendo nada)[\s.!?…:)(]*$/i;

/** "Here it is.", "Here's the log:", "And in syslog around the same time:": pointers at a paste. */
const PRESENTER =
  /^(?:(?:and|also|plus)\s+)?(?:here(?:'s| is| are| it is| they are)(?:\s+(?:the|my|our|it|them))?(?:\s+\w+){0,2}|(?:the |my |our )?\w+(?:\s+\w+){0,5}\s+(?:here|below|attached)|see (?:below|attached)|as follows|below|(?:and\s+)?(?:in|from)\s+(?:the\s+)?\w+(?:\s+\w+){0,4}|aquí (?:está|tienes|va)\w*(?:\s+\w+){0,2}|voici\w*(?:\s+\w+){0,2}|voil[àa](?:\s+\p{L}+){0,2}|hier (?:ist|sind)\w*(?:\s+\w+){0,2}|hier (?:der|die|das|mein|meine|unser|unsere) \p{L}+|here(?:'s| is) what (?:i|we)(?:'m| am|'re| are|'ve| have)? (?:got|have|working with|written|wrote|so far)(?: so far)?|this is what (?:i|we) (?:have|got|wrote|have so far)|here(?:'s| is) what (?:i|we) (?:see|get|found|noticed)(?: on (?:my|the) screen)?|ecco\w*(?:\s+\w+){0,2}|aqui (?:está|estão|vai)\w*(?:\s+\w+){0,2}|segue[m]?(?: (?:abaixo|aqui))?(?:\s+\p{L}+){0,2})\s*[:.]?$/iu;

/** "Email from my landlord:", "See thread:", "Chat log:": a short label line over a paste. */
const PASTE_LABEL = /^[^.!?:\n]{1,60}:$/u;

/**
 * "Looks off to me.", "Something's off here.", "Seems wrong?": the user's impression of what
 * they pasted. It says why they ask, not how the answer should be.
 */
const IMPRESSION =
  /^(?:(?:this|that|it|something|everything|all of it|the (?:\p{L}+ )?\p{L}+)(?:'s|’s| is)?\s+)?(?:looks?|seems?|feels?|sounds?|reads?)\s+(?:(?:a bit|kinda|kind of|pretty|really|very|so|somewhat|totally|all)\s+)?(?:off|wrong|weird|odd|strange|fishy|suspicious|shady|sketchy|broken|bad|fine|ok|okay|good|right|correct|too \p{L}+|like a scam|confusing|messy)\b[^.!?]{0,20}[.!?…]*$|^(?:something|smth)(?:'s|’s| is) (?:off|wrong|fishy)\b[^.!?]{0,20}[.!?…]*$/iu;

/** The user's impression of the pasted text ("Looks off to me."). */
export function isImpression(unit: string): boolean {
  return IMPRESSION.test(unit.trim());
}

/**
 * A line that only points at or names the paste under it ("Chat below.", "See thread:",
 * "Email from my landlord:"): once the paste is cut out, it asks nothing and rules nothing.
 */
export function isLeadIn(unit: string, language: string): boolean {
  const text = unit.replace(LIST_ITEM, '').trim();
  if (PRESENTER.test(text)) return true;
  return PASTE_LABEL.test(text) && splitCount(text, 7) <= 6 && !isAsk(text, language);
}

/** "Email from my landlord:", "Nachricht von meinem Chef:": the lead-in names who wrote the paste. */
const NAMES_SOURCE = /\s(?:from|by|de|del|da|do|du|des|von|vom|di|dal|dalla)\s+\S/iu;

/** A lead-in that says who wrote the paste: that fact is kept, as context ("Email from my landlord."). */
export function leadInSource(unit: string, language: string): string | null {
  const text = unit.trim();
  if (!PASTE_LABEL.test(text) || !isLeadIn(text, language) || !NAMES_SOURCE.test(text)) return null;
  return text.replace(/\s*:$/u, '.');
}

export function isFiller(unit: string): boolean {
  const text = unit.replace(LIST_ITEM, '').trim();
  // A pointer that ends in ":" or names the paste is only a presenter once the paste is cut out.
  return (
    FILLER.test(text) ||
    (PRESENTER.test(text) &&
      (/:$/.test(text) ||
        /^(?:here|see|as follows|below|aquí|voici|voilà|hier|ecco|aqui|segue|this is what)/i.test(text)))
  );
}
