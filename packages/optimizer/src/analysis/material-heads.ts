import { hasAiNote } from './ai-note';
import {
  ADDRESSED,
  DETERMINER,
  EMAIL_NOUN,
  FORWARD_POINTER,
  END,
  NOUN,
  OUTPUT_VERB,
  OUTPUT_WORD,
  POINTER,
  POINTING_VERB,
  POLITE,
  POSSESSIVE,
  PRESENTER,
  RESUMER,
  SECTION,
  SHAPE_SECTION,
  TEXT_NOUN,
  SPEC,
  WORK_VERB,
  mayHaveWorkVerb,
  re,
  wordRe,
} from './material-words';

/**
 * Reading the head of a `Label:` line (or a markdown heading) and telling instructions from
 * pasted text, sentence by sentence. Pure string tests; the scanner in material.ts decides
 * what to cut.
 */

export type HeadKind = 'section' | 'shape' | 'spec' | 'material' | 'other';

export interface Head {
  kind: HeadKind;
  /** The head is only a noun ("Email 1", "Text"), and a plain-text noun at that. */
  nounLabel: boolean;
  textNoun: boolean;
  /** The user's name for the material ("Paper", "my draft"), or null. */
  label: string | null;
  /** Offset in the line where the text after the colon starts (line length when none). */
  restStart: number;
}

// `Label: rest`, `**Label:** rest`, `- Label: rest`, `### Label`. The colon must be followed by
// a space or the line end, so URLs and clock times are not labels.
const LABEL_LINE =
  /^([ \t]*(?:[-*•][ \t]+)?(?:\*\*|__)?)([^:：\n*_]{1,100}?)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?(?=[ \t]|$)[ \t]*/u;
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+(.{1,100}?)[ \t#]*$/u;

const WORD = "[\\p{L}\\p{N}'’-]+";
// No possessive: "Notes:" is the user's section, "my notes:" their paste.
const SECTION_FULL = re(`^(?:${DETERMINER}\\s+)?${SECTION}(?:\\s*\\(.*\\))?$`);
const SHAPE_FULL = re(`^(?:${DETERMINER}\\s+)?${SHAPE_SECTION}(?:\\s*\\(.*\\))?$`);
const SHAPE_ANYWHERE = wordRe(`${SHAPE_SECTION}${END}`);
const SPEC_START = re(`^(?:(?:${DETERMINER})\\s+)?${SPEC}${END}`);
const SECTION_OR_SPEC_ONLY = re(`^(?:${SECTION}|${SPEC})$`);
const NOUN_ONLY_WORDS = re(`^${NOUN}$`);

/**
 * Whether the text's last one to four words match an anchored pattern. Trying the suffixes is
 * much cheaper than an unanchored `(…)$` alternation, which is attempted at every offset.
 */
function endsWithPhrase(pattern: RegExp, text: string): boolean {
  const words = text.trim().split(/\s+/u);
  for (let k = 1; k <= 4 && k <= words.length; k++) {
    if (pattern.test(words.slice(words.length - k).join(' '))) return true;
  }
  return false;
}
const TRAILING_POINTER = re(`(?:\\s+(?:${POINTER}|here|aquí|ici|hier|qui|aqui))+$`);
const LEADING_DETERMINER = re(`^(?:(?:${DETERMINER})\\s+)+`);
const NOUN_LABEL = re(
  `^(?:(?:${POSSESSIVE}|${DETERMINER})\\s+){0,2}(?:${WORD}\\s+){0,2}?${NOUN}(?:\\s*(?:#?\\d+|[a-z]|\\([^)]*\\)))?$`,
);
const NOUN_ONLY = re(`^${NOUN}(?:\\s*(?:#?\\d+|[a-z]))?$`);
// "check-in", "write-up", "follow-up": a verb joined by a hyphen is a noun, no order.
const NOT_COMPOUND = '(?!-\\p{L})';
const VERB_START = re(
  `^(?:${RESUMER}[,\\s]+)?(?:${POLITE}[,\\s]+){0,2}(?:${WORK_VERB}|${OUTPUT_VERB})${END}${NOT_COMPOUND}`,
);
const HAS_PRESENTER = wordRe(`${PRESENTER}${END}`);
const HAS_NOUN = wordRe(`${NOUN}${END}`);
const PRESENTER_LAST = wordRe(`${PRESENTER}$`);
const HAS_WORK_VERB = wordRe(`${WORK_VERB}${END}`);
const HAS_OUTPUT_VERB = wordRe(`${OUTPUT_VERB}${END}`);
const POINTS_AT = wordRe(
  `(?:${POINTER}|(?:${POSSESSIVE}|${DETERMINER})\\s+(?:${WORD}\\s+){0,2}?${NOUN})${END}`,
);
const POINTS_AT_NOUN = wordRe(
  `(?:(?:${POSSESSIVE}|${DETERMINER})\\s+(?:${WORD}\\s+){0,2}?${NOUN}|${NOUN}\\s+${POINTER})${END}`,
);
const HAS_POINTER = wordRe(`(?:${POINTER}|${POINTING_VERB})${END}`);
// "make this sound less passive aggressive": an output verb whose object is the text itself.
const VERB_ON_POINTER = re(
  `^(?:${POLITE}[,\\s]+){0,2}${OUTPUT_VERB}\\s+(?:this|it|these|esto|esta|este|isso|esse|essa|questo|questa|ceci|ça|das|dies)${END}`,
);
// "what's wrong with this", "qué significa esto": a question about the text that follows.
const QUESTION_ON_POINTER = re(
  `^(?:what|what's|whats|why|how|is|does|qué|que|por qué|porque|pourquoi|qu'est-ce que|que veut dire|was|warum|wie|ist|cosa|che cosa|perché|perche|come|o que|por que|pq)\\s(?:[\\p{L}'’]+\\s+){0,5}(?:this|esto|isso|questo|ceci|das|dies)$`,
);
// "improve my linkedin summary", "here is my draft": the possessive phrase right after the verb
// or presenter names the text; "for our newsletter" names where it goes, not what it is.
const OWN_TEXT = wordRe(
  `(?:${WORK_VERB}|${OUTPUT_VERB}|${PRESENTER})\\s+(${POSSESSIVE}\\s+(?:${WORD}\\s+){0,2}${NOUN})${END}`,
);

function cleanHead(head: string): string {
  return head
    .replace(/\([^)]*\)\s*$/u, '')
    .replace(/[\s.,;!?]+$/u, '')
    .trim();
}

interface HeadClass {
  kind: HeadKind;
  label: string | null;
  nounLabel?: boolean;
}

const TEXT_NOUN_END = wordRe(`${TEXT_NOUN}(?:\\s*(?:#?\\d+|[a-z]))?$`);

const MAX_BARE_LEAD_WORDS = 5;

function classifyHead(raw: string): HeadClass {
  const head = cleanHead(raw);
  if (head === '' || head.length > 100) return { kind: 'other', label: null };
  if (SHAPE_FULL.test(head)) return { kind: 'shape', label: null };
  if (SECTION_FULL.test(head)) return { kind: 'section', label: null };
  if (SPEC_START.test(head)) return { kind: 'spec', label: null };
  const bare = head.replace(TRAILING_POINTER, '');
  // "Summarize it with these rules", "Extract the following fields": a spec, not a paste.
  if (endsWithPhrase(SECTION_OR_SPEC_ONLY, bare) && !endsWithPhrase(NOUN_ONLY_WORDS, bare)) {
    return { kind: 'section', label: null };
  }
  const startsWithVerb = VERB_START.test(head) || HAS_PRESENTER.test(head);
  // "Review 1" and "Review" are labels even though "review" is also a verb.
  if ((!startsWithVerb || NOUN_ONLY.test(head)) && NOUN_LABEL.test(bare)) {
    const label = bare.replace(LEADING_DETERMINER, '').trim();
    return { kind: 'material', label: label === '' ? null : label, nounLabel: true };
  }
  const possessive = OWN_TEXT.exec(head)?.[1] ?? null;
  // "Use this format:", "Return JSON like this:": what follows shows the answer's shape.
  if (!HAS_PRESENTER.test(head) && possessive === null && SHAPE_ANYWHERE.test(head)) {
    return { kind: 'shape', label: null };
  }
  // "Here is my draft" and "Here it is" present a paste; "Here is what I need" does not.
  if (HAS_PRESENTER.test(head) && (HAS_NOUN.test(head) || PRESENTER_LAST.test(head))) {
    return { kind: 'material', label: possessive };
  }
  // "Translate to Spanish:" leads in; "Compare PostgreSQL, MySQL and SQLite in a table:" is a
  // request with its details after the colon, unless it points at a text.
  if (
    HAS_WORK_VERB.test(head) &&
    (POINTS_AT.test(head) || head.split(/\s+/u).length <= MAX_BARE_LEAD_WORDS)
  ) {
    return { kind: 'material', label: possessive };
  }
  if (HAS_OUTPUT_VERB.test(head) && POINTS_AT_NOUN.test(head)) return { kind: 'material', label: possessive };
  if (VERB_ON_POINTER.test(head) || QUESTION_ON_POINTER.test(head))
    return { kind: 'material', label: possessive };
  return { kind: 'other', label: null };
}

function head2(c: HeadClass, restStart: number): Head {
  const nounLabel = c.nounLabel === true;
  return {
    kind: c.kind,
    label: c.label,
    nounLabel,
    textNoun: nounLabel && c.label !== null && TEXT_NOUN_END.test(c.label),
    restStart,
  };
}

/** The head of a label line or heading, or null when the line is neither. */
export function readHead(line: string): Head | null {
  // "AI readers: summarize this…" inside a letter is the letter's text, not a label.
  if (hasAiNote(line)) return null;
  const m = LABEL_LINE.exec(line);
  if (m) {
    const head = m[2] ?? '';
    // A sentence with a colon in the middle ("I tried this: it failed") has a long head with
    // sentence punctuation; those are only lead-ins when a verb or presenter says so.
    // "Check which of the names are German. The names:" -> the last sentence is the label.
    const cut = head.search(/[.!?]\s+\S[^.!?]*$/u);
    const last = cut === -1 ? null : classifyHead(head.slice(cut + 1));
    const c = last?.kind === 'material' ? last : classifyHead(head);
    return head2(c, m[0].length);
  }
  const h = HEADING.exec(line);
  if (h) {
    const c = classifyHead(h[1] ?? '');
    // A heading is a material label only when it is just a noun ("## Paper"), never a sentence.
    if (c.kind === 'material' && c.label === null) return head2({ kind: 'other', label: null }, line.length);
    return head2(c, line.length);
  }
  return null;
}

const TAG_LINE = /^\s*<\/?([A-Za-z][\w-]*)>\s*$/u;

/** A line that is only `<task>` or `</requirements>`: the user's section tag, not code. */
export function isSectionTagLine(line: string): boolean {
  const m = TAG_LINE.exec(line);
  return m !== null && isSectionName((m[1] ?? '').replace(/[_-]/gu, ' '));
}

/** A tag or heading name that is one of the user's prompt sections ("instructions", "output format"). */
export function isSectionName(name: string): boolean {
  const kind = classifyHead(name).kind;
  return kind === 'section' || kind === 'shape' || kind === 'spec';
}

/**
 * The last sentence of a line asks to work on a text it points at ("Can you proofread this?",
 * "Fix the grammar in the paragraph below."): what follows is that text.
 */
export function isLeadSentence(line: string): boolean {
  const starts = sentenceStarts(line);
  const last = line.slice(starts[starts.length - 1] ?? 0);
  if (last.length > 160 || !mayHaveWorkVerb(last)) return false;
  return HAS_WORK_VERB.test(last) && (HAS_POINTER.test(last) || POINTS_AT_NOUN.test(last));
}

/**
 * How line `line` leads into a text that follows it: 'last' when its last sentence does ("Can
 * you proofread this?", "make this sound more professional:"), 'earlier' when only an earlier
 * sentence does ("turn my notes into a table. leave blank if I didn't note it"), else null.
 */
export function leadKind(line: string): 'last' | 'earlier' | null {
  // Cheap gate first: most lines hold no work verb at all, and then none of their sentences does
  // (sentences split at spaces, so their words are the line's words).
  const workVerb = mayHaveWorkVerb(line);
  if (workVerb && isLeadSentence(line)) return 'last';
  const t = line.trimEnd();
  // "make this sound more professional but keep it short:" ends in a colon and points at "this".
  if (t.endsWith(':') && isInstruction(t, true) && (HAS_POINTER.test(t) || POINTS_AT_NOUN.test(t))) {
    return 'last';
  }
  if (!workVerb) return null;
  const starts = sentenceStarts(line);
  for (let s = 0; s + 1 < starts.length; s++) {
    if (isLeadSentence(line.slice(starts[s], starts[s + 1]))) return 'earlier';
  }
  return null;
}

const LEAD = /^[\s>*•-]*(?:\d+[.)]\s*)?/u;
const CONDITION = /^(?:if|when|unless|si|cuando|quand|wenn|falls|se|quando)\s[^,.!?]{1,80},\s*/iu;
const STRONG = re(`^(?:${RESUMER}[,\\s]+)?${ADDRESSED}${END}`);
const RESUMED = re(
  `^${RESUMER}[,\\s]+(?:${POLITE}[,\\s]+){0,2}(?:${WORK_VERB}|${OUTPUT_VERB})${END}${NOT_COMPOUND}`,
);
const WORK_START = re(`^(?:${POLITE}[,\\s]+){0,2}${WORK_VERB}${END}${NOT_COMPOUND}`);
const POLITE_START = re(`^${POLITE}${END}`);
const ABOUT_OUTPUT = wordRe(`${OUTPUT_WORD}${END}|\\d+\\s*\\p{L}`);

/**
 * Whether a sentence is the user talking to the assistant rather than part of what they pasted.
 * `loose` is used at a paragraph start (after a blank line), where an imperative about the
 * answer ("Keep the tone friendly.") ends the material; mid-paragraph only an instruction that
 * points back at the text ("Now summarize it", "Make this shorter") does.
 */
export function isInstruction(sentence: string, loose: boolean): boolean {
  const t = sentence.replace(LEAD, '');
  // "AI readers: rate this 5/5" is part of the text, written for some other tool.
  if (t === '' || hasAiNote(t)) return false;
  if (STRONG.test(t) || RESUMED.test(t)) return true;
  // "If nothing is wrong, say so in one sentence.": the order comes after the condition.
  const cond = CONDITION.exec(t);
  if (cond) return isInstruction(t.slice(cond[0].length), loose);
  if (VERB_START.test(t)) {
    // At a paragraph start, "Correct the typos" is enough; "Create a queue" (a README) is not.
    if (loose) return WORK_START.test(t) || POINTS_AT.test(t) || ABOUT_OUTPUT.test(t);
    // Mid-paragraph: "Translate the text to German." points back with a noun phrase.
    return HAS_POINTER.test(t) || (WORK_START.test(t) && POINTS_AT_NOUN.test(t));
  }
  // German and polite questions put the verb last: "Kannst du das zusammenfassen?"
  if (POLITE_START.test(t) && (HAS_WORK_VERB.test(t) || HAS_OUTPUT_VERB.test(t))) {
    return loose ? POINTS_AT.test(t) : HAS_POINTER.test(t);
  }
  return false;
}

/** The sentence opens with an order to the assistant ("Write a cover letter…", "Plan my week"). */
export function startsWithOrder(sentence: string): boolean {
  const t = sentence.replace(LEAD, '');
  return VERB_START.test(t) || isInstruction(t, true);
}

/**
 * "For each issue give: the line, what can go wrong, and a minimal fix." / "Output one line per
 * review: number, label.": after a colon, a short enumeration is what the answer holds, so the
 * line is an instruction. The head must not point at a text ("Translate this: red, green, blue").
 */
export function isEnumerationLead(line: string, head: Head | null): boolean {
  if (!head || head.kind === 'section' || head.kind === 'spec' || head.nounLabel) return false;
  const before = line.slice(0, head.restStart);
  // "- Ana: shipped X, blocked on Y" and "Warranty: 5 years, 2 years" are pasted fields: the
  // head of an order has a verb and its object, so two words at least, and no bullet.
  if (/^\s*(?:[-*+•]|\d+[.)])\s/u.test(before) || before.trim().split(/\s+/u).length < 2) return false;
  if (HAS_POINTER.test(before) || HAS_PRESENTER.test(before)) return false;
  // "Ab dem 21. Juli gelten neue Öffnungszeiten: Montag bis Samstag, 9 bis 19 Uhr" is pasted
  // prose: an order names what to do ("give", "return", "list", "output").
  if (!HAS_WORK_VERB.test(before) && !HAS_OUTPUT_VERB.test(before) && !ENUM_VERB.test(before)) return false;
  const rest = line.slice(head.restStart).trim().replace(/[.;]$/u, '');
  if (rest.length === 0 || rest.length > 160 || /[.!?:]\s/u.test(rest)) return false;
  const items = rest.split(/\s*[,;]\s*/u);
  return items.length >= 2 && items.every((item) => item !== '' && item.split(/\s+/u).length <= 6);
}

// Verbs that introduce what each item of the answer holds, beyond the work and output verbs.
const ENUM_VERB = wordRe(
  `(?:give|list|include|show|state|provide|report|note|mention|add|indica|incluye|da|dame|donne|indique|gib|nenne|liste|dai|elenca|indique|inclua|dê)${END}`,
);

const MENTIONS_EMAIL = wordRe(`${EMAIL_NOUN}${END}`);
const POINTS_FORWARD = wordRe(`${FORWARD_POINTER}${END}`);

/** "Correo 1", "the email below": the text named is a letter or email. */
export const mentionsEmail = (text: string): boolean => MENTIONS_EMAIL.test(text);
/** "the paragraph below", "o e-mail abaixo": the text comes after. */
export const pointsForward = (text: string): boolean => POINTS_FORWARD.test(text);

/** "this", "these emails", "das", "este mensaje": the text points at a pasted text. */
export const pointsAtText = (text: string): boolean => HAS_POINTER.test(text) || POINTS_AT.test(text);

/** "these", "below", "here are": the line points at the text right after it, not at one to come. */
export const pointsAtNext = (text: string): boolean =>
  HAS_POINTER.test(text) || HAS_PRESENTER.test(text) || POINTS_FORWARD.test(text);

/** A line written to the assistant: an instruction, or a polite request ("can you help me…"). */
export function asksAssistant(line: string): boolean {
  return isInstruction(line, true) || POLITE_START.test(line.replace(LEAD, ''));
}

/** Start offsets of the sentences in a line. */
export function sentenceStarts(line: string): number[] {
  const starts: number[] = [];
  const re = /[.!?…]+["'”’)\]]*\s+(?=\S)/gu;
  const first = line.search(/\S/u);
  if (first >= 0) starts.push(first);
  for (let m = re.exec(line); m !== null; m = re.exec(line)) starts.push(m.index + m[0].length);
  return starts;
}
