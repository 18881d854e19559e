import { lowerCommonWords } from '../grammar/names';
import { withQuestionMark } from '../grammar/question-mark';
import type { Analysis, Material, Question } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import { ERROR_NAME, ROLE_PLAY } from '../analysis/refine';
import { deliverableFormat } from '../i18n/scaffold/deliverable-formats';
import { fitShape } from './kind-fit';
import {
  BEGINNER_SETUP,
  CHECK_MY_ANSWER,
  INTERVIEWER,
  MOCK_INTERVIEW,
  NEW_TO_CODE,
  NO_NEW_COMMITMENTS,
  OWN_ANSWER,
  REPLY,
} from '../i18n/scaffold/situation-lines';
import { DOMAIN_ROLES, domainOf, type Domain } from '../i18n/scaffold/domains';
import { isEndurance, RUNNING_COACH } from '../i18n/scaffold/endurance';
import { needOf } from './thin-needs';
import { FORM_TEXTS, writeForm } from '../i18n/scaffold/forms';
import { scaffoldKey } from '../i18n/scaffold';
import { withPeriod } from '../render/lines';
import { roleSentence } from '../render/role-sentence';
import type { Scaffold } from '../i18n/scaffold/types';
import { consistent, refusesTable, wantsOnlyOutput } from './consistency';
import { certainLines, GIVES_PERSONA, onlyExtractedData, onlyImagePrompt } from './certain-lines';
import { answerLines } from './answers';
import { opening } from './opening';
import { questionsFor } from './questions';
import { needsRulesLine } from './jurisdiction';
import { rulesLine } from '../i18n/scaffold/jurisdiction-questions';
import { thinDeliverableTask } from './deliverables';
import { feedbackText } from './feedback-only';
import { everydayLines } from './everyday-lines';
import { subjectPlan } from './subject-plan';
import { noSchemaLine, reviewPlan } from './code-asks';
import { subjectOf } from '../i18n/scaffold/subjects';
import { jsonShape } from './schema';
import { emphasised, headedParts, type HeadingRole } from './headings';
import {
  asInstruction,
  capitalised,
  asFollowUpQuestion,
  deliverableAfterWish,
  isAsk,
  isContextLabel,
  isFiller,
  isImpression,
  isLeadIn,
  leadInSource,
  readsAsStatement,
  isInstruction,
  isStatement,
  isStrongAsk,
  joinAsWritten,
  withoutContextLabel,
  needToVerb,
  splitLedUnits,
  tidyEnglish,
  withVerb,
} from './sentences';
import { splitCount, wordCount } from '../analysis/word-count';

/** What every vendor renderer works from: the user's words sorted, plus the engine's few lines. */
export interface Plan {
  analysis: Analysis;
  scaffold: Scaffold;
  /** The classification is confident enough for kind-specific lines. */
  confident: boolean;
  role: string | null;
  /** The user's main request, their words. */
  task: string;
  /** The user's statements about themselves or the situation, their words. */
  context: string[];
  /** The user told the situation before the ask: it reads best in that order. */
  contextFirst: boolean;
  /** The user's other instructions, their words, in order. */
  requirements: string[];
  /** "Label: value" lines from the user's answers. */
  details: string[];
  /** Engine-written lines, already checked against the user's constraints. */
  guidance: string[];
  /** Expected answer shape for assistants that want it explicit, or null. */
  format: string | null;
  material: Material[];
  /** A block the user must still fill with their own text (edit "my bio" without the bio). */
  pasteSlot: { tag: string; placeholder: string } | null;
  /** Maths problem: DeepSeek's boxed-answer line applies. */
  math: boolean;
  /** Short direct request: render a few plain lines, never a page. */
  brief: boolean;
  /** The role the user typed ("You are a senior Go reviewer at Acme…"), or null when it is ours. */
  userRole: string | null;
  /** Already-good prompt: keep its text and layout, vendor syntax only. */
  structured: boolean;
  questions: Question[];
  warnings: string[];
  /** Real gaps of an already-good prompt, for "What changed". */
  gaps: string[];
}

// Plurals count ("Examples:"), and so does a JSON template or "input -> label" pairs: they show
// the output as well as an example would.
const HAS_EXAMPLE =
  /\b(?:examples?|e\.g\.|for instance|ejemplos?|exemples?|beispiele?|esempi[o]?|exemplos?)\b|\{\s*"|\S\s*->\s*\S/i;
const HAS_SUCCESS =
  /\b(?:success|must|should|criteria|good answer|éxito|debe|succès|doit|erfolg|muss|successo|deve|sucesso)\b/i;
// No leading \b: German compounds ("Ausgabeformat", "Stichpunkte") name the format too.
const HAS_FORMAT =
  /format|\b(?:json|table|bullet|list|markdown|tableau|tabelle|liste|tabella|elenco|tabela|lista|stichpunkte)\b/i;
/** A numbered or bulleted list of requirements already says what a good answer does. */
const LISTED_RULE = /^\s*(?:[-*•]|\d{1,2}[.)])\s+\S/gm;

/** A named error (a traceback, "TypeError: …") is among the pasted logs or code. */
function hasError(analysis: Analysis): boolean {
  return analysis.material.some((m) => (m.kind === 'log' || m.kind === 'code') && ERROR_NAME.test(m.content));
}

function gapsOf(analysis: Analysis, scaffold: Scaffold): string[] {
  if (!analysis.alreadyStructured) return [];
  const text = analysis.rough;
  const listed = (text.match(LISTED_RULE) ?? []).length >= 3;
  return [
    HAS_EXAMPLE.test(text) ? null : scaffold.gaps.noExample,
    HAS_SUCCESS.test(text) || listed ? null : scaffold.gaps.noSuccess,
    HAS_FORMAT.test(text) ? null : scaffold.gaps.noFormat,
  ].filter((g): g is string => g !== null);
}

const REFERS_TO_OWN_TEXT =
  /\b(?:my|our|this|these|the following|attached|mi|mis|este|esta|estos|mon|ma|mes|ce|cette|mein|meine|diese[nrs]?|il mio|la mia|questo|questa|meu|minha|este|esta)\b/i;

const NEEDS_MATERIAL = new Set([
  'edit',
  'summarize',
  'translate',
  'extract',
  'classify',
  'analyze-data',
  'debug',
  'tests',
  'sql',
]);

const QUERY_ASK = /\b(?:query|queries|sql statement|consulta|requête|abfrage|interrogazione|select)\b/i;

const SCHEMA_TEXT =
  /create table|\btables?\s*:|\b(?:schema|esquema|schéma)\s*:|\(\s*\w+\s+(?:int|integer|text|varchar|serial|bigint|date|numeric|uuid)\b|^\s*\w+\s*\((?:\s*\w+\s*,){2,}/im;

/** Where "my linkedin summary so it…" stops being a noun phrase: a linking word or a verb. */
const OWN_NOUN_END =
  /\s+(?:so|to|for|and|that|into|in|with|because|is|are|was|were|has|have|keeps?|throws?|crash(?:es)?|fails?|doesn'?t|does|won'?t|gives?|returns?|says?|shows?|isn'?t|looks?|sounds?|reads?|needs?|feels?)\b.*$/i;

/** The request points at code the user has ("this function", "my script", "the code"). */
const NAMES_CODE =
  /\b(?<!(?:exit|error|status|return|http|response|w|with) )(?:code|function|script|class|method|query|snippet|program|código|función|fonction|funktion|funzione|função|programm)\b/i;

/** "Translate this riddle: What has keys…": the thing pointed at follows the colon, written out. */
const INLINE_AFTER_COLON =
  /\b(?:this|these|the following|ce|cet|cette|ces|dies(?:e[nrs]?)?|este|esta|estos|estas|questo|questa|questi|queste|esse|essa|isto)\s+[^\n:.!?]{0,40}:\s*[^\n]{40,}/i;
const PUZZLE =
  /\b(?:puzzle|riddle|brain ?teaser|word problem|r(?:ä|ae)tsel|textaufgabe|[ée]nigme|devinette|acertijo|adivinanza|indovinello|rompicapo|enigma|charada)\b/i;

/** The request itself holds what it points at, so there is nothing left to paste. */
function writtenOut(request: string): boolean {
  if (INLINE_AFTER_COLON.test(request)) return true;
  // "Four people cross a bridge… 1, 2, 5 and 10 minutes. Classify this puzzle": a puzzle told
  // with its numbers or at length is in the request already.
  const numbers = request.match(/\d+/g)?.length ?? 0;
  return PUZZLE.test(request) && (numbers >= 2 || splitCount(request, 25) >= 25);
}

function pasteSlotFor(analysis: Analysis, scaffold: Scaffold): Plan['pasteSlot'] {
  const { kind } = analysis.classification;
  if (analysis.material.length > 0 || !NEEDS_MATERIAL.has(kind)) return null;
  if (writtenOut(analysis.request)) return null;
  if (kind === 'debug' && !NAMES_CODE.test(analysis.request)) return null;
  if (analysis.classification.confidence < CONFIDENT) return null;
  if (kind === 'sql' && (SCHEMA_TEXT.test(analysis.request) || !QUERY_ASK.test(analysis.request)))
    return null;
  // A query needs the tables it runs on, and "summarize" alone needs the text, whether or not
  // the user says "my".
  const thin = wordCount(analysis.request, 3) <= 3;
  if (kind !== 'sql' && !thin && !REFERS_TO_OWN_TEXT.test(analysis.request)) return null;
  const own = /^(?:my|our)\s+((?:[\w-]+\s+){0,3}[\w-]+)/i.exec(
    analysis.request.replace(/^.*?\b(?=(?:my|our)\s)/i, ''),
  );
  const what =
    analysis.language === 'en' && own
      ? `your ${own[1]!.replace(OWN_NOUN_END, '')}`
      : (scaffold.pasteWhat[kind] ?? 'text');
  const tag =
    what
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9 ]/g, '')
      .trim()
      .replace(/\s+/g, '_')
      .replace(
        /^(?:your|the|my|den|die|das|el|la|los|las|le|les|l|il|lo|o|a|os|as|tu|tus|ton|ta|tes|vos|votre|tuo|tua|seu|sua|dein|deine|deinen)_/,
        '',
      ) || 'text';
  return { tag, placeholder: scaffold.lines.pasteHere(what) };
}

/** A unit of the request, the section its heading gives it, and the request ending in ":" it sits under. */
interface Unit {
  text: string;
  role: HeadingRole | null;
  lead: Unit | null;
}

/** The request's units, part by part under the user's headings, each heading's text without it. */
function unitsOf(analysis: Analysis): Unit[] {
  const parts = headedParts(analysis.request) ?? [{ role: null, label: null, body: analysis.request }];
  const out: Unit[] = [];
  for (const part of parts) {
    const { units, leadOf } = splitLedUnits(part.body, analysis.language);
    const made: Unit[] = [];
    units.forEach((text, i) => {
      // Only the first sentence under "GOAL:" is the ask; what follows it is sorted as usual.
      const role = part.role === 'task' && i > 0 ? null : part.role;
      made.push({ text, role, lead: made[leadOf[i]!] ?? null });
    });
    // "IMPORTANT: …" stays one line with the label the user chose for emphasis.
    if (part.role === 'emphasis' && part.label && made.length > 0)
      out.push({ text: emphasised(part.label, units), role: 'emphasis', lead: null });
    else out.push(...made);
  }
  return out;
}

/** "I want to tell the story…": a wish after the named deliverable adds to it, it does not replace it. */
const WISH = /^(?:i\s+)?(?:(?:really\s+)?(?:need|want|wanna)(?:\s+to)?|i'?d (?:like|love) to|hoping to)\b/i;

/** Splits the request into the main ask, statements and further instructions, all verbatim. */
function sortRequest(
  analysis: Analysis,
): Pick<Plan, 'task' | 'context' | 'requirements'> & { userRole?: string | null; contextFirst?: boolean } {
  const whole = { task: analysis.request.trim(), context: [], requirements: [] };
  // A material's own label line ("Message 1:") has done its job once the block is cut out.
  const labels = new Set(analysis.material.map((m) => m.label?.toLowerCase()).filter(Boolean));
  const everyUnit = unitsOf(analysis).filter(
    (u) => !labels.has(u.text.replace(/\s*:\s*$/, '').toLowerCase()),
  );
  const all = everyUnit.map((u) => u.text);
  // "This is long sorry.", "lol", "ok math help": asides with nothing for the assistant to use.
  // With a paste cut out, "Chat below." or "Email from my landlord:" only pointed at it.
  const pasted = analysis.material.length > 0;
  // "Email from my landlord:" also says who wrote it: that part is a fact worth keeping.
  const sources = new Set<string>();
  for (const u of everyUnit) {
    const source = pasted && u.role === null ? leadInSource(u.text, analysis.language) : null;
    if (source) {
      u.text = source;
      sources.add(source);
    }
  }
  const kept = everyUnit.filter(
    (u) => !isFiller(u.text) && (sources.has(u.text) || !(pasted && isLeadIn(u.text, analysis.language))),
  );
  // "Hier der Code." over a paste only points at it: no task of its own.
  if (kept.length === 0 && pasted && all.every((u) => isFiller(u) || isLeadIn(u, analysis.language)))
    return { ...whole, task: '' };
  // "Looks off to me." over a paste, and nothing asked: why they pasted it, not what to do.
  if (pasted && kept.length > 0 && kept.every((u) => sources.has(u.text) || isImpression(u.text)))
    return { task: '', context: kept.map((u) => u.text), requirements: [] };
  const chosen = kept.length > 0 ? kept : everyUnit;
  const units = chosen.map((u) => u.text);
  // Under the user's own headings ("CONTEXT:", "IMPORTANT:") a unit's section is already decided.
  const headed = chosen.map((u) => u.role);
  const lang = analysis.language;
  if (units.length === 0) return whole;
  if (units.length === 1 && headed[0] !== 'context') return { ...whole, task: units[0]! };
  const kind = analysis.classification.kind;
  // A problem is its givens plus its question: keep them together as the task.
  if (kind === 'math') {
    const last = units.map((u) => /\?\s*$/.test(u)).lastIndexOf(true);
    if (last < 0) return whole;
    const after = units.slice(last + 1);
    // "I already paid the whole thing" after the question is one more given of the problem.
    const givens = after.filter((u) => !isInstruction(u, lang)).map((u) => withPeriod(tidyEnglish(u, lang)));
    return {
      // A puzzle's clues, one a line, stay one a line.
      task: joinAsWritten([...units.slice(0, last + 1), ...givens], analysis.request),
      context: [],
      requirements: after.filter((u) => isInstruction(u, lang)),
    };
  }
  // "Python script that renames…": the unit naming what to produce is the ask.
  const deliverable = analysis.classification.deliverable?.toLowerCase();
  // Only a confident deliverable: "app" in "create-react-app" names nothing to produce.
  // "Best man speech for my brother's wedding. I want to tell the story…": the unit naming the
  // written form is the ask, the wish after it a requirement.
  // "Role: marketing manager at a vegan snack brand" gives the assistant its role, as a sentence.
  const roleIndex =
    kind === 'roleplay' ? -1 : units.findIndex((u, i) => headed[i] === null && ROLE_LABEL_UNIT.test(u));
  // Units under a heading of the user's, or the role, are no candidates for the ask.
  const free = units.map((u, i) => (headed[i] === null && i !== roleIndex ? u : ''));
  const named =
    deliverable && analysis.classification.confidence >= CONFIDENT
      ? free.findIndex((u) => u !== '' && u.toLowerCase().includes(deliverable))
      : kind === 'write'
        ? free.findIndex((u, i) => i < 2 && u !== '' && writeForm(u) !== null && !isStatement(u, lang))
        : -1;
  // "…I think I'm netting 18% now?? Should I do wholesale…": a statement ending in "??" is not the ask.
  const strong = free.findIndex((u) => isStrongAsk(u, lang));
  const firstAsk = strong >= 0 ? strong : free.findIndex((u) => isAsk(u, lang));
  // "Staff keep falling for phishing emails. Please put together a handout.": a statement that
  // names the deliverable is the situation; the sentence that asks is the task.
  const askAfterStatement =
    named >= 0 && firstAsk > named && readsAsStatement(free[named]!, lang) && !WISH.test(free[firstAsk]!);
  let askIndex = named >= 0 && (firstAsk < 0 || named < firstAsk) && !askAfterStatement ? named : firstAsk;
  if (askIndex >= 0 && askIndex !== named) askIndex = deliverableAfterWish(free, askIndex, lang);
  // "GOAL: …" is the ask the user named.
  if (headed.includes('task')) askIndex = headed.indexOf('task');
  // No sentence asks ("me sale este error… el back es flask"): the first one is what it is about.
  if (askIndex < 0) askIndex = Math.max(0, headed.indexOf(null));
  // "We're doing a mock interview. … When we're done, give me feedback": the set-up is the task,
  // the feedback wish one of its instructions.
  if (kind === 'roleplay') {
    const setUp = free.findIndex(
      (u) => u !== '' && (ROLE_PLAY.test(u) || GIVES_PERSONA.test(u) || MOCK_INTERVIEW.test(u)),
    );
    if (setUp >= 0 && setUp < askIndex) askIndex = setUp;
  }
  // "Act as a senior Go reviewer. Review the function…": the role is the user's, the task follows.
  let userRole: string | null =
    roleIndex >= 0 ? roleSentence(ROLE_LABEL_UNIT.exec(units[roleIndex]!)![1]!, lang) : null;
  if (kind !== 'roleplay' && !userRole && headed[askIndex] === null && USER_ROLE.test(units[askIndex]!)) {
    const next = free.findIndex((u, i) => i > askIndex && isAsk(u, lang));
    if (next > 0) {
      userRole = units[askIndex]!;
      askIndex = next;
    }
  } else if (
    kind !== 'roleplay' &&
    askIndex > 0 &&
    USER_ROLE.test(units[0]!) &&
    !NOT_PERSONA.test(units[0]!) &&
    !units[0]!.includes('\n')
  ) {
    // "You are a senior Go reviewer. Explain…": the opening persona is the user's role, not a fact
    // about the situation; it replaces ours rather than sitting beside it.
    userRole = units[0]!;
  }
  // "…giving the toast at my sister's wedding. Can you write a 2 min one?": "one" needs its noun.
  const anaphoric =
    askIndex > 0 && lang === 'en' && ANAPHOR.test(units[askIndex]!) && !/\?\s*$/.test(units[askIndex - 1]!);
  const context: string[] = [];
  const requirements: string[] = [];
  const followUps: string[] = [];
  const leadQuestions: string[] = [];
  let before = 0;
  units.forEach((unit, i) => {
    if (i === askIndex || i === roleIndex || unit === userRole) return;
    const heading = headed[i];
    if (heading === 'context') {
      context.push(withoutContextLabel(unit));
      if (i < askIndex) before++;
      return;
    }
    // "IMPORTANT: …", "CONSTRAINTS: …", and the lines a request ending in ":" leads: its rules.
    if (
      heading === 'rules' ||
      heading === 'emphasis' ||
      (i > askIndex && chosen[i]!.lead === chosen[askIndex])
    ) {
      requirements.push(unit);
      return;
    }
    // A second "GOAL:" adds to the ask.
    if (heading === 'task') {
      followUps.push(unit);
      return;
    }
    const listed = /^\s*(?:[-*•]|\d{1,2}[.)])\s/.test(unit);
    if (unit.includes('\n')) {
      // A label with its list goes where its label says: "Details:" are facts, "Requirements:" rules.
      const head = unit.split('\n')[0]!;
      if (isContextLabel(head) || isStatement(head, lang)) {
        context.push(unit);
        if (i < askIndex) before++;
      } else requirements.push(unit);
    } else if (listed || NUMBERED_BRIEF.test(unit)) {
      // "Email 2 (March 17): offer a call": each numbered brief is a rule for that piece.
      requirements.push(unit);
    } else if (i === askIndex - 1 && (anaphoric || QUESTION_TAIL.test(unit))) {
      // "My landlord is raising rent by 18%, is that even legal?? What can I do": both are asked.
      leadQuestions.push(anaphoric ? withPeriod(unit) : unit.replace(/\?+\s*$/, '?'));
    } else if (i > askIndex && asFollowUpQuestion(tidyEnglish(unit, lang), lang) !== null) {
      // A further question belongs with the ask, not in a list of rules.
      followUps.push(asFollowUpQuestion(tidyEnglish(unit, lang), lang)!);
    } else if (TOOL_ONLY.test(unit)) {
      // "postgres." alone names the tool to use; as a bare bullet it reads like a stray word.
      requirements.push(`Use ${toolName(unit)}.`);
    } else if (sources.has(unit) || (pasted && isImpression(unit))) {
      // "Looks off to me." says why they ask about the paste: context, never a rule.
      context.push(unit);
      if (i < askIndex) before++;
    } else if (isInstruction(unit, lang, i < askIndex) && !(i < askIndex && isStatement(unit, lang))) {
      requirements.push(unit);
    } else {
      // A fact ("On the 15th he said a plumber would come") is context, not a rule to follow.
      context.push(withoutContextLabel(unit));
      if (i < askIndex) before++;
    }
  });
  // A label with its list is tidied line by line, each item as its own sentence.
  const tidy = (u: string) =>
    u
      .split('\n')
      .map((l) => capitalised(tidyEnglish(l, lang)))
      .join('\n');
  return {
    task: [...leadQuestions, units[askIndex]!, ...followUps].map(tidy).join(' '),
    context: context.map(tidy),
    // Told before the ask ("My landlord kept the deposit. How do I…"), the context reads first.
    contextFirst: before > 0 && before * 2 >= context.length,
    // "And keep them short": on a line of its own the linking word joins it to nothing.
    requirements: requirements.map((u) => tidy(u.replace(LEADING_LINK, ''))),
    userRole,
  };
}

const TOOLS: Readonly<Record<string, string>> = {
  postgres: 'PostgreSQL',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  sqlite: 'SQLite',
  'sql server': 'SQL Server',
  mssql: 'SQL Server',
  oracle: 'Oracle',
  bigquery: 'BigQuery',
  snowflake: 'Snowflake',
  python: 'Python',
  python3: 'Python 3',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  bash: 'Bash',
  powershell: 'PowerShell',
  excel: 'Excel',
  'google sheets': 'Google Sheets',
  pandas: 'pandas',
  react: 'React',
};
const TOOL_ONLY = new RegExp(
  `^\\s*(?:in |using |with )?(${Object.keys(TOOLS).join('|')})\\s*[.!]?\\s*$`,
  'i',
);
function toolName(unit: string): string {
  const name = TOOL_ONLY.exec(unit)![1]!.toLowerCase();
  return TOOLS[name] ?? name;
}

const LEADING_LINK = /^(?:and also|oh and|and|also|plus|y|et|und|e)\s*,?\s+(?=\p{Ll})/iu;

/** "Email 1 (March 10): friendly check-in…", "E-Mail 2: …": what one of several pieces must say. */
const NUMBERED_BRIEF = /^\p{L}[\p{L}-]*(?: \p{L}+)?\s*#?\d+\b[^:\n]{0,40}:\s*\S/u;

/** "a 2 min one", "a shorter one": the noun is in the sentence before. */
const ANAPHOR = /\b(?:a|an)\s+(?:[\w-]+\s+){0,3}one\b(?!\s+(?:of|who|which|in)\b)(?!\s+that\s)/i;

/** "…and I live in california, is that even legal??": a question asked at the end of a statement. */
const QUESTION_TAIL =
  /[,;]\s*(?:is|are|was|can|could|should|would|do|does|am)\s+(?:that|this|it|there|i|they|he|she|we)\b[^,;]*\?+\s*$/i;

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(['en', 'es', 'fr', 'de', 'it', 'pt']);

/** "Role: HR generalist at a logistics company": the role by its label, in six languages. */
const ROLE_LABEL_UNIT = /^(?:role|rôle|persona|rol|rolle|ruolo|papel)\s*:\s*(\S[^\n]*)$/i;

const USER_ROLE =
  /^(?:act as|you are|you're|pretend (?:to be|you are)|imagine you are|actúa como|eres|agis comme|agissez comme|tu es|vous êtes|du bist|sie sind|agisci come|sei un|atue como|aja como|você é)\b/i;

/** "You are going to hate this", "you're right that…": "you are" without a persona after it. */
const NOT_PERSONA = /^(?:you are|you're)\s+(?!(?:a|an|the|my|our)\s)/i;

const WRITTEN_NEEDS: ReadonlySet<string> = new Set(['school-absence', 'sick-note', 'complaint']);

const NEED_DOMAIN: Readonly<Record<string, Domain>> = {
  'child-fever': 'health',
  'child-teething': 'health',
  'child-ill': 'health',
  'shop-marketing': 'marketing',
};

/** Kinds where the subject's expert beats a generic role ("a veterinarian" for a dog question). */
const DOMAIN_KINDS = new Set(['question', 'advice', 'plan', 'explain', 'brainstorm']);

/** Naming a pet or a product is a creative task, not a question for the vet or the lawyer. */
const NAMING = /\b(?:names?|nombres?|noms?|namen|nomi|nomes?)\b/i;

function roleFor(analysis: Analysis, scaffold: Scaffold, formRole: string | undefined): string | null {
  const { kind, confidence } = analysis.classification;
  if (formRole) return formRole;
  if (kind === 'roleplay' && MOCK_INTERVIEW.test(analysis.request))
    return INTERVIEWER[scaffoldKey(analysis)] ?? INTERVIEWER[analysis.language] ?? null;
  // A sick child needs the health educator and a bakery's plan the marketer, whatever the kind.
  const needDomain = analysis.alreadyStructured ? null : NEED_DOMAIN[needOf(analysis) ?? ''];
  if (needDomain) {
    const role = (DOMAIN_ROLES[scaffoldKey(analysis)] ?? DOMAIN_ROLES[analysis.language])?.[needDomain];
    if (role) return role;
  }
  if (DOMAIN_KINDS.has(kind) && confidence >= CONFIDENT && !NAMING.test(analysis.request)) {
    const domain = domainOf(opening(analysis.request));
    // A running plan wants a running coach, not the gym's personal trainer.
    const runner = domain === 'fitness' && isEndurance(analysis.request);
    const role = runner
      ? (RUNNING_COACH[scaffoldKey(analysis)] ?? RUNNING_COACH[analysis.language])
      : domain
        ? (DOMAIN_ROLES[scaffoldKey(analysis)] ?? DOMAIN_ROLES[analysis.language])?.[domain]
        : undefined;
    if (role) return role;
  }
  return confidence >= CONFIDENT ? (scaffold.roles[kind] ?? null) : null;
}

const HAS_LITERALS = /\d|https?:|www\.|@|`|[A-Z][a-z]+[A-Z]|\b[A-Z]{2,}\b/;
const ASKS_REASONING =
  /\b(?:show (?:your |the )?(?:reasoning|work(?:ing)?)|step[- ]by[- ]step|explain your (?:reasoning|answer)|paso a paso|razonamiento|étape par étape|raisonnement|schritt für schritt|lösungsweg|passo (?:dopo|a) passo|ragionamento|passo a passo|racioc[ií]nio)\b/i;

/** A classification that asks for more than the label for each item. */
const CLASSIFY_MORE =
  /\b(?:next step|draft|reply|answer|reason|explain|why|summary|summari[sz]e|action|suggest\w*)\b/i;
/** A list the user asks for by name: their layout, not our JSON. */
const LIST_WORD = /\b(?:list|bullets?|bullet points|lista|liste|elenco)\b/i;
const TABLE_WORD =
  /\b(?:tables?|tabla|tableau|tabelle|tabella|tabela|columns?|columnas|colonnes|spalten|colonne|colunas|csv|spreadsheet)\b/i;

const TINY_CODE =
  /\b(?:regex|regexp|regular expression|one-liner|oneliner|formula|expresión regular|expression régulière|regulärer ausdruck|espressione regolare|expressão regular|fórmula|formule|formel)\b/i;

/** The user's own format or length wins; our default shape would compete with it. */
function formatFor(
  analysis: Analysis,
  scaffold: Scaffold,
  task: string,
  troubleshooting: boolean,
): string | null {
  const { slots, classification } = analysis;
  const { kind } = classification;
  const confident = classification.confidence >= CONFIDENT;
  if (slots.format || wantsOnlyOutput(analysis)) return null;
  // "Short please" over a thread still wants decisions and action items, briefly.
  const short = slots.length !== null && slots.length.kind !== 'items' && slots.length.kind !== 'sentences';
  // "an itinerary", "a practice plan" named in the task: the shape experts use for it.
  const shape = deliverableFormat(
    confident ? kind : 'plan',
    analysis.language,
    confident ? analysis.request : task,
    short,
  );
  if (shape) return shape;
  if (slots.length || !confident || TINY_CODE.test(analysis.request) || troubleshooting) return null;
  // "…a priority and a one-line next step", "then draft a reply": more per item than a label.
  if (kind === 'classify' && CLASSIFY_MORE.test(analysis.request)) return null;
  // "list the action items", "as bullets": the user named a layout, so no JSON of ours.
  if (kind === 'extract' && (TABLE_WORD.test(analysis.request) || LIST_WORD.test(analysis.request)))
    return null;
  // "…plus a negative prompt", "…then a one-line summary": "only the prompt/JSON" would forbid it.
  if (
    (kind === 'image' && !onlyImagePrompt(analysis)) ||
    (kind === 'extract' && !onlyExtractedData(analysis))
  )
    return null;
  return scaffold.formats[kind] ?? null;
}

export function buildPlan(analysis: Analysis, scaffold: Scaffold): Plan {
  const { classification, slots } = analysis;
  const confident = classification.confidence >= CONFIDENT;
  const kind = classification.kind;
  const words = wordCount(analysis.request, 25);
  // A language we have no words for (Japanese, Dutch…) is left as written: the faithful plan.
  const known = KNOWN_LANGUAGES.has(analysis.language);
  const sorted =
    analysis.alreadyStructured || !known
      ? { task: analysis.request.trim(), context: [], requirements: [] }
      : sortRequest(analysis);
  const details = answerLines(analysis, scaffold);
  // "knee pain after running", "regex uk postcode": a narrow subject brings its own lines.
  const subject = analysis.alreadyStructured ? null : subjectOf(analysis);
  // A bare topic ("cocktails") gets a task of ours and the topic as a labelled line, never a
  // sentence built around the user's word.
  const bare =
    known &&
    !subject &&
    !confident &&
    words <= 3 &&
    analysis.material.length === 0 &&
    !analysis.request.includes('?');
  const deliverableTask =
    known && !subject && analysis.material.length === 0
      ? thinDeliverableTask(analysis.request, analysis.language)
      : null;
  if (deliverableTask) {
    // "slogan plumbing biz": one grammatical sentence, never the words glued after "Write a".
    sorted.task = deliverableTask;
  } else if (bare && words > 0) {
    // The topic in the user's words, inside one sentence that reads well around any noun.
    const topic = asInstruction(analysis.request.trim(), analysis.language).replace(/[.!?]+$/, '');
    sorted.task = scaffold.lines.bareTopic(analysis.language === 'en' ? lowerCommonWords(topic) : topic);
  } else if (confident && kind === 'write' && words <= 2 && analysis.material.length === 0) {
    // German nouns keep their capital; elsewhere the words sit inside our sentence.
    const words = analysis.request.trim().replace(/[.!?]+$/, '');
    // "MBA essay" keeps its initialism: "Write an MBA essay.", never "a mba essay".
    // "Ty Burrell bio" keeps its name: "Write a Ty Burrell bio.", never "a ty Burrell bio".
    const lowered = lowerCommonWords(words);
    sorted.task = scaffold.lines.writeThis(analysis.language === 'de' ? words : lowered);
  } else if (kind === 'debug' && confident && words <= 3 && hasError(analysis)) {
    // "getting this", "why", "help" over a pasted error: the words say nothing a task could keep.
    sorted.task = scaffold.lines.debugPaste;
  } else if (sorted.task === '') {
    sorted.task = scaffold.lines.noTask;
  } else {
    // The user's own "Task:" label is what our heading says already.
    const unlabelled = sorted.task.replace(/^(?:task|tarea|tâche|aufgabe|compito|tarefa)\s*:\s*/i, '');
    sorted.task = asInstruction(capitalised(tidyEnglish(unlabelled, analysis.language)), analysis.language);
    if (confident) sorted.task = needToVerb(sorted.task, kind, analysis.language);
    if (confident && !isAsk(sorted.task, analysis.language))
      sorted.task = withVerb(sorted.task, kind, analysis.language);
    // The lines a closing ":" led into now sit in their own section (or a block): a task never
    // ends on a colon that points at nothing.
    sorted.task = sorted.task.replace(/\s*:\s*$/, '.');
    // A question typed without its "?" keeps being a question: never "Wie lange hält Reis.".
    sorted.task = withQuestionMark(sorted.task, analysis.language);
  }
  // "regex email address" names a pattern, not an email.
  const form = kind === 'write' && subject !== 'regex' ? writeForm(opening(analysis.request)) : null;
  const formText = form
    ? (FORM_TEXTS[scaffoldKey(analysis)] ?? FORM_TEXTS[analysis.language])?.[form]
    : undefined;
  // A fault told in words ("it just closes, what do I check") has no code to correct yet.
  const troubleshooting =
    kind === 'debug' &&
    !analysis.material.some((m) => m.kind === 'code') &&
    !NAMES_CODE.test(analysis.request);
  const kindGuidance = formText
    ? formText.guidance
    : troubleshooting
      ? scaffold.lines.troubleshoot
      : (scaffold.guidance[kind] ?? []);
  const guidance: string[] = confident && !analysis.alreadyStructured ? [...kindGuidance] : [];
  // "i got 11:36 but the key says 12:30": the user's own answer is what to check first.
  if ((kind === 'math' || kind === 'question') && OWN_ANSWER.test(analysis.request)) {
    const line = CHECK_MY_ANSWER[scaffoldKey(analysis)] ?? CHECK_MY_ANSWER[analysis.language];
    if (line) guidance.push(line);
  }
  // "Answer directly, then give the reasons" suits a question, not a message or a plan asked
  // for without a question mark.
  if (kind === 'question' && !/[?¿]/.test(analysis.request)) guidance.length = 0;
  // "Use only what the text says" needs a text: a summary of a known book or paper has none.
  // "Keep the plan realistic for the time and constraints given" needs some to be given.
  if (kind === 'plan' && !/\d/.test(analysis.request)) guidance.splice(1, 1);
  // A regex or a one-liner needs no "complete, runnable code" advice, only the right flavour.
  if (kind === 'code' && TINY_CODE.test(analysis.request)) guidance.length = 0;
  // Where our output-format line already says "then explain…", the guidance need not repeat it.
  if (confident && scaffold.formats[kind] && !slots.format && !slots.length) {
    for (let i = guidance.length - 1; i >= 0; i--)
      if (scaffold.explainAfter.includes(guidance[i]!)) guidance.splice(i, 1);
  }
  // "Leave names, numbers, code and URLs as they are" only matters when the text has some.
  if (
    kind === 'translate' &&
    analysis.material.length > 0 &&
    !analysis.material.some((m) => HAS_LITERALS.test(m.content))
  ) {
    guidance.splice(1, 1);
  }
  // The user already asked for the reasoning; our line would say it twice.
  if (ASKS_REASONING.test(analysis.request)) {
    for (let i = guidance.length - 1; i >= 0; i--)
      if (scaffold.showsWork.includes(guidance[i]!)) guidance.splice(i, 1);
  }
  // Midjourney reads its own parameters: the aspect ratio and the exclusions go there.
  if (kind === 'image' && analysis.language === 'en' && /\bmidjourney\b/i.test(analysis.request)) {
    guidance.push('Use Midjourney parameters: --ar for the aspect ratio and --no for anything to leave out.');
  }
  // The generic "fit tone and length" line says nothing once the user has chosen them.
  if (kind === 'write' && !formText && (slots.tone || slots.length)) guidance.length = 0;
  const pasteSlot = pasteSlotFor(analysis, scaffold);
  if (analysis.material.length === 0 && !pasteSlot && kind === 'summarize') guidance.splice(1);
  // A reply to a pasted message: prices, dates and promises are the user's to make.
  if (confident && kind === 'write' && analysis.material.length > 0 && REPLY.test(analysis.request)) {
    const line = NO_NEW_COMMITMENTS[scaffoldKey(analysis)] ?? NO_NEW_COMMITMENTS[analysis.language];
    if (line) guidance.push(line);
  }
  // "I've never used python": how to run it needs the set-up too, not "a few lines".
  if (kind === 'code' && NEW_TO_CODE.test(analysis.request)) {
    const line = BEGINNER_SETUP[scaffoldKey(analysis)] ?? BEGINNER_SETUP[analysis.language];
    const at = guidance.findIndex((g) => scaffold.explainAfter.includes(g));
    if (line && at >= 0) guidance.splice(at, 1, line);
  }
  if (confident) everydayLines(guidance, analysis, scaffold, form, formText?.guidance[0]);
  if (analysis.injection) guidance.push(scaffold.lines.quotedMaterialNote);
  // "cover letter", "Kündigungsschreiben Fitnessstudio": only the user knows what goes in it.
  if (
    confident &&
    kind === 'write' &&
    form &&
    form !== 'poem' &&
    form !== 'story' &&
    words <= 4 &&
    analysis.material.length === 0
  )
    guidance.push(scaffold.lines.askMissing);
  else if (WRITTEN_NEEDS.has(needOf(analysis) ?? '') && !guidance.includes(scaffold.lines.askMissing))
    // An absence note or a complaint is made of dates and names only the user knows.
    guidance.push(scaffold.lines.askMissing);
  const special = subject ? subjectPlan(subject, analysis, scaffold, kindGuidance, sorted.task) : null;
  if (special) {
    if (special.adds) {
      // Before the injection note, which stays last.
      const at = analysis.injection ? guidance.length - 1 : guidance.length;
      guidance.splice(at, 0, ...special.guidance);
    } else {
      guidance.splice(0, guidance.length, ...special.guidance);
      if (analysis.injection) guidance.push(scaffold.lines.quotedMaterialNote);
    }
    if (special.task) sorted.task = special.task;
  }
  // A review that must not rewrite, or a query with no schema: the kind's lines would mislead.
  const review = reviewPlan(analysis);
  if (review) guidance.splice(0, guidance.length, ...review.guidance);
  const noSchema = noSchemaLine(analysis, scaffoldKey(analysis), pasteSlot !== null);
  if (noSchema) guidance.splice(0, guidance[0] === scaffold.guidance.sql?.[0] ? 1 : 0, noSchema);
  // "can my landlord raise the rent": whose law, and that it changes, before any answer.
  const rules = known && needsRulesLine(analysis) ? rulesLine(scaffoldKey(analysis)) : undefined;
  if (rules) guidance.splice(analysis.injection ? guidance.length - 1 : guidance.length, 0, rules);
  const brief =
    !analysis.alreadyStructured &&
    analysis.material.length === 0 &&
    words <= 25 &&
    sorted.requirements.length <= 1 &&
    // A regex or a command keeps its answer shape (the pattern or command, then its parts).
    !((subject === 'regex' || subject === 'command') && special?.format) &&
    (!confident || ['question', 'explain', 'math', 'advice', 'compare', 'roleplay'].includes(kind));
  const questions = known ? questionsFor(analysis, scaffold) : [];
  // "Don't rewrite it, just tell me what's wrong": no revised text, and our lines say so.
  const feedback = feedbackText(analysis);
  if (feedback) {
    guidance.splice(0, guidance.length, ...feedback.lines);
    if (analysis.injection) guidance.push(scaffold.lines.quotedMaterialNote);
  }
  // A code review, a timetable or a how-to shares its kind with a different ask: its own lines.
  const userFormat = Boolean(slots.format || slots.length) || wantsOnlyOutput(analysis);
  const lines = consistent(certainLines(guidance, analysis, scaffold), analysis, scaffold, special?.criteria);
  // A review told "don't rewrite" or one for security has its own lines already (code-asks.ts).
  const fitted = review
    ? {
        role: sorted.userRole ?? review.role,
        guidance: lines,
        // "just list what's wrong" is no format of the user's own: the findings list stays.
        format:
          slots.format || slots.length
            ? formatLine(analysis, scaffold, special, sorted.task, troubleshooting)
            : review.format,
      }
    : fitShape(
        analysis,
        scaffold,
        scaffoldKey(analysis),
        {
          role:
            sorted.userRole ??
            special?.role ??
            (feedback ? (scaffold.roles.edit ?? null) : null) ??
            (analysis.alreadyStructured ? null : roleFor(analysis, scaffold, formText?.role)),
          guidance: lines,
          format: feedback
            ? (feedback.format ?? scaffold.formats.edit ?? null)
            : formatLine(analysis, scaffold, special, sorted.task, troubleshooting),
        },
        userFormat,
      );
  return {
    analysis,
    scaffold,
    confident,
    ...sorted,
    ...fitted,
    userRole: sorted.userRole ?? null,
    contextFirst: sorted.contextFirst ?? false,
    details,
    material: analysis.material,
    pasteSlot,
    math: kind === 'math' && confident && !special?.notMath,
    brief,
    structured: analysis.alreadyStructured,
    questions,
    warnings: analysis.injection ? [scaffold.lines.injectionWarning] : [],
    gaps: gapsOf(analysis, scaffold),
  };
}

/** The user's own format or length wins; our default shape would compete with it. */
function formatLine(
  analysis: Analysis,
  scaffold: Scaffold,
  special: ReturnType<typeof subjectPlan> | null,
  task: string,
  troubleshooting: boolean,
): string | null {
  const { slots, classification } = analysis;
  return (
    jsonShape(analysis) ??
    (special && special.format !== undefined
      ? // A subject's own shape, unless the user chose theirs.
        slots.format || slots.length || wantsOnlyOutput(analysis) || refusesTable(analysis)
        ? null
        : special.format
      : // "Don't just give me a pros/cons table": our "comparison table" would fight it.
        classification.kind === 'compare' && refusesTable(analysis)
        ? null
        : formatFor(analysis, scaffold, task, troubleshooting))
  );
}
