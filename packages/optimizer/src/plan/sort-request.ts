/**
 * Sorting the user's own words, verbatim: the ask, the facts they told, and their further
 * instructions, each to its section (or kept as the user's role). Split from plan.ts.
 */
import { questionBeforeHow } from './question-then-how';
import { askedAgain, askedBefore, LIST_MARK, listedAsk, statedModal } from './second-asks';
import type { Analysis } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import { ROLE_PLAY } from '../analysis/refine';
import { MOCK_INTERVIEW } from '../i18n/scaffold/situation-lines';
import { writeForm } from '../i18n/scaffold/forms';
import { TEMPLATE_LINE, withPeriod } from '../render/lines';
import { roleSentence } from '../render/role-sentence';
import { GIVES_PERSONA } from './certain-lines';
import { emphasised, headedParts, type HeadingRole } from './headings';
import {
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
  splitLedUnits,
  tidyEnglish,
} from './sentences';
import { unicodeWords } from '../grammar/unicode-words';
import { statesLack } from '../analysis/lacks';
import { asksForMessage, refersBack, wantsOthersTo } from './sentence-function';

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

/** The user's words sorted: the ask, the facts told, and the further instructions (see Plan). */
export interface SortedRequest {
  task: string;
  context: string[];
  requirements: string[];
  userRole?: string | null;
  contextFirst?: boolean;
}

/** Splits the request into the main ask, statements and further instructions, all verbatim. */
export function sortRequest(analysis: Analysis): SortedRequest {
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
  const pointer = (u: { text: string }) =>
    pasted && !sources.has(u.text) && isLeadIn(u.text, analysis.language);
  // "You are a translator. Translate the text below.": when the pointer is the only ask left
  // beside a persona, it is the task, not a lead-in.
  const asks = everyUnit.filter((u) => !isFiller(u.text) && !pointer(u) && !isPersona(u.text));
  const onlyAsk = !asks.some((u) => isAsk(u.text, analysis.language));
  const kept = everyUnit.filter(
    (u) => !isFiller(u.text) && (!pointer(u) || (onlyAsk && isAsk(u.text, analysis.language))),
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
      ? // "You are a German→English translator. Translate…": the persona names no deliverable.
        free.findIndex((u) => u !== '' && u.toLowerCase().includes(deliverable) && !isPersona(u))
      : kind === 'write'
        ? free.findIndex((u, i) => i < 2 && u !== '' && writeForm(u) !== null && !isStatement(u, lang))
        : -1;
  // "…I think I'm netting 18% now?? Should I do wholesale…": a statement ending in "??" is not the ask.
  // "Quanto costa un volo? posso partire solo a marzo": the modal without its "?" states a fact.
  // "Help me write to the owner. I want him to send someone this week.": a wish that someone
  // else act is what the message should achieve; another sentence that asks is the task.
  // ("I want the landlord to fix it. What are my rights?" asks no message: the wish stays told.)
  const message = (u: string) => isAsk(u, lang) && (kind === 'write' || asksForMessage(u));
  const wishes = free.map((u) => u !== '' && wantsOthersTo(u, lang));
  const others = free.some((u, i) => !wishes[i] && message(u)) ? wishes : free.map(() => false);
  const askable = free.map((u, i) => (others[i] ? '' : u));
  const strong = askable.findIndex((u) => isStrongAsk(u, lang) && !statedModal(u, lang, analysis.request));
  // "any security holes here? list them with line refs": the question is the ask.
  const firstAsk = questionBeforeHow(
    askable,
    strong >= 0 ? strong : askable.findIndex((u) => isAsk(u, lang)),
    lang,
  );
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
  // Index of the last fact told after the ask, and of the first further question after it.
  let lastFactAfterAsk = -1;
  let questionAfterFact = false;
  // The ask is the first of the user's numbered questions: each is asked, without its number.
  let listedAsks = false;
  // Where each unit went, so the lines a sentence ending in ":" leads can follow it there.
  const placed = new Map<Unit, { into: string[]; at: number }>();
  const sections = [context, requirements, followUps, leadQuestions];
  units.forEach((unit, i) => {
    if (i === askIndex || i === roleIndex || unit === userRole) return;
    const lead = chosen[i]!.lead;
    const home = lead && lead !== chosen[askIndex] ? placed.get(lead) : undefined;
    if (home) {
      // "Output one line per card, fields separated by tabs:" over its field template: the
      // template is what the sentence introduces, kept right under it, never filed apart.
      home.into[home.at] = `${home.into[home.at]!}\n${unit}`;
      placed.set(chosen[i]!, home);
      return;
    }
    const sizes = sections.map((s) => s.length);
    sortUnit(unit, i);
    const into = sections.find((s, n) => s.length > sizes[n]!);
    if (into) placed.set(chosen[i]!, { into, at: into.length - 1 });
  });
  function sortUnit(unit: string, i: number): void {
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
    } else if (listed && i > askIndex && listedAsk(units[askIndex]!, unit, lang)) {
      // "1. what visa do i need  2. how long can i stay": the user's numbered questions are asks.
      followUps.push(askedAgain(unit.replace(LIST_MARK, ''), lang)!);
      listedAsks = true;
    } else if (listed || NUMBERED_BRIEF.test(unit)) {
      // "Email 2 (March 17): offer a call": each numbered brief is a rule for that piece.
      requirements.push(unit);
    } else if (i !== askIndex && statedModal(unit, lang, analysis.request)) {
      // "devo partire a marzo" after the question: how things are, never a rule or a question.
      context.push(withoutContextLabel(unit));
      if (i < askIndex) before++;
      else lastFactAfterAsk = i;
    } else if (i < askIndex && askedBefore(units, i, askIndex, lang)) {
      // "Is Rust faster than Go? How hard is it to learn": a question right before the ask is
      // asked too, never a fact of the situation.
      leadQuestions.push(unit.replace(/\?+\s*$/, '?'));
    } else if (i === askIndex - 1 && (anaphoric || QUESTION_TAIL.test(unit))) {
      // "My landlord is raising rent by 18%, is that even legal?? What can I do": both are asked.
      leadQuestions.push(anaphoric ? withPeriod(unit) : unit.replace(/\?+\s*$/, '?'));
    } else if (i > askIndex && asFollowUpQuestion(tidyEnglish(unit, lang), lang) !== null) {
      // A further question belongs with the ask, not in a list of rules.
      followUps.push(asFollowUpQuestion(tidyEnglish(unit, lang), lang)!);
      if (lastFactAfterAsk > askIndex) questionAfterFact = true;
    } else if (i > askIndex && askedAgain(unit, lang) !== null) {
      // "E mi dai la ricetta per 6", "Was kann ich prüfen bevor ich zahle": asked again, as a
      // question with its "?", never a fact or a rule ending in a period.
      followUps.push(askedAgain(unit, lang)!);
      if (lastFactAfterAsk > askIndex) questionAfterFact = true;
    } else if (TOOL_ONLY.test(unit)) {
      // "postgres." alone names the tool to use; as a bare bullet it reads like a stray word.
      requirements.push(`Use ${toolName(unit)}.`);
    } else if (sources.has(unit) || (pasted && isImpression(unit))) {
      // "Looks off to me." says why they ask about the paste: context, never a rule.
      context.push(unit);
      if (i < askIndex) before++;
    } else if (others[i] && i === askIndex - 1 && refersBack(units[askIndex]!, lang)) {
      // "I want my landlord to fix the boiler. Can you help me write him a text?": "him" needs
      // the sentence before it, so both are the ask.
      leadQuestions.push(withPeriod(unit));
    } else if (others[i]) {
      // "Quiero que mande a alguien esta semana": what the message is for, wherever it is told.
      requirements.push(unit);
    } else if (statesLack(unit)) {
      // "Also no wine in the house": what the user lacks is a fact of the situation, not a rule.
      context.push(withPeriod(unit.replace(LEADING_LINK, '')));
      if (i < askIndex) before++;
      else lastFactAfterAsk = i;
    } else if (isInstruction(unit, lang, i < askIndex) && !(i < askIndex && isStatement(unit, lang))) {
      requirements.push(unit);
    } else {
      // A fact ("On the 15th he said a plumber would come") is context, not a rule to follow.
      context.push(withoutContextLabel(unit));
      if (i < askIndex) before++;
      else lastFactAfterAsk = i;
    }
  }
  // A label with its list is tidied line by line, each item as its own sentence.
  const tidy = (u: string) =>
    u
      .split('\n')
      // A field template under its sentence ("word;meaning;example") is the answer's shape, as typed.
      .map((l) => (TEMPLATE_LINE.test(l) ? l : capitalised(tidyEnglish(l, lang))))
      .join('\n');
  return {
    task: [
      ...leadQuestions,
      listedAsks ? askedAgain(units[askIndex]!.replace(LIST_MARK, ''), lang)! : units[askIndex]!,
      ...followUps,
    ]
      .map(tidy)
      .join(' '),
    context: context.map(tidy),
    // Told before the ask ("My landlord kept the deposit. How do I…"), the context reads first.
    // "Write to the nursery. Jonas is 2… How long does settling in take? Also: …": questions asked
    // after the facts they refer to ("he") read after them, so the facts come first.
    contextFirst: (before > 0 && before * 2 >= context.length) || questionAfterFact,
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
// "Mia is 9, Sam is 6, Tom 3. meals: …" is no brief: a verb of being before the number states an age.
const NUMBERED_BRIEF =
  /^(?!\p{L}+ (?:is|are|was|ist|es|est|è|é|tiene|hat|tem)\b)\p{L}[\p{L}-]*(?: \p{L}+)?\s*#?\d+\b[^:\n.!?]{0,40}:\s*\S/u;

/** "a 2 min one", "a shorter one": the noun is in the sentence before. */
const ANAPHOR = /\b(?:a|an)\s+(?:[\w-]+\s+){0,3}one\b(?!\s+(?:of|who|which|in)\b)(?!\s+that\s)/i;

/** "…and I live in california, is that even legal??": a question asked at the end of a statement. */
const QUESTION_TAIL =
  /[,;]\s*(?:is|are|was|can|could|should|would|do|does|am)\s+(?:that|this|it|there|i|they|he|she|we)\b[^,;]*\?+\s*$/i;

/** "Role: HR generalist at a logistics company": the role by its label, in six languages. */
const ROLE_LABEL_UNIT = /^(?:role|rôle|persona|rol|rolle|ruolo|papel)\s*:\s*(\S[^\n]*)$/i;

const USER_ROLE = unicodeWords(
  /^(?:act as|you are|you're|pretend (?:to be|you are|you['’]re)|imagine (?:you are|you['’]re)|actúa como|eres|agis comme|agissez comme|tu es|vous êtes|du bist|sie sind|agisci come|sei un|atue como|aja como|você é)\b/i,
);

/** "You are a German→English translator.": one line that only gives the assistant a role. */
function isPersona(unit: string): boolean {
  return (
    USER_ROLE.test(unit) && !NOT_PERSONA.test(unit) && !unit.includes('\n') && !/[.!?]\s+\S/.test(unit.trim())
  );
}

/** "You are going to hate this", "you're right that…": "you are" without a persona after it. */
const NOT_PERSONA = /^(?:you are|you're)\s+(?!(?:a|an|the|my|our)\s)/i;
