import { isInstruction, startsWithOrder } from './material-heads';
import { isRequirementLine } from './requirement-lines';
import type { MaterialSplit } from './types';

/**
 * A document pasted first and the user's ask typed under it, after a blank line: a lease clause
 * then "can i sublet under this?", meeting minutes then "turn this into an action list", a bank
 * statement then "find the subscriptions". The detectors can miss such a paste (a one-line
 * clause, minutes with a dash list, rows of transactions), and then its lines read as the user's
 * instructions or context, and its words ("select", "query", "table") as the kind of task. The
 * whole run above the ask is one block of material, byte for byte; the ask stays the request.
 */

/** The ask after the paste: a few lines at most. */
const MAX_ASK_WORDS = 45;
const MAX_ASK_LINES = 3;
/** "this", "these", "my notes", "the letter": the ask points back at the paste. */
const POINTS_BACK =
  /(?<![\p{L}])(?:this|these|those|them|it|the above|above|my notes|the notes|the letter|the clause|the statement|esto|estas?|estos|ceci|cela|ces|dies(?:e[nrs]?)?|das hier|questo|queste|isso|isto|estes)(?![\p{L}])/iu;
/** A paste line in the user's own voice ("I need…", "my boss wants…"): the user's words, not a paste. */
const USER_LINE =
  /^\s*(?:[-*•]\s*)?(?:i|i'm|i've|i'd|im|my|we|we're|our|can you|could you|please|help|hi there|hey)(?![\p{L}'])/iu;
const FIRST_PERSON = /(?<![\p{L}'])(?:i|me|my|we|us|our|you|your)(?![\p{L}'])/iu;

/** "Present: Ana, Bilal", "Attendees:": the roll call of meeting minutes. */
const ROLL_CALL =
  /^\s*(?:present|attendees|attending|in attendance|apologies|participants|anwesend|teilnehmer(?:innen)?|présents?|participants|asistentes|presentes|presenti|partecipanti)\s*:/imu;
/** "03/09", "2024-02-01", "01 Oct", "12 Mar": the date a transaction row opens with. */
const ROW_DATE =
  /(?<![\d])(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*)(?![\d])/iu;
/** "10.99", "-59.99", "1,250.00": an amount with pence or cents. */
const AMOUNT = /(?<![\d.,])-?\d{1,3}(?:[,\s]?\d{3})*[.,]\d{2}(?![\d])/u;
/** "The Tenant shall not…", "the Policyholder must notify the Insurer": a contract's voice. */
const DEFINED_TERM = /(?<![\p{L}])the\s+\p{Lu}\p{Ll}{2,}(?![\p{L}])/u;
const CONTRACT_MODAL = /(?<![\p{L}])(?:shall|must|may|will not|is entitled to|agrees? to)(?![\p{L}])/iu;
const MIN_CLAUSE_WORDS = 20;
const MIN_LINES = 3;

function nonBlank(text: string): string[] {
  return text.split('\n').filter((l) => l.trim() !== '');
}

/** Rows of a statement: most lines carry both a date and an amount. */
export function transactions(lines: readonly string[]): boolean {
  const rows = lines.filter((l) => ROW_DATE.test(l) && AMOUNT.test(l)).length;
  return rows >= MIN_LINES && rows * 3 >= lines.length * 2;
}

/** One or two paragraphs of contract or policy text: defined terms, modal duties, no "I" or "you". */
function contractText(doc: string): boolean {
  const words = doc.split(/\s+/u).length;
  return (
    words >= MIN_CLAUSE_WORDS && DEFINED_TERM.test(doc) && CONTRACT_MODAL.test(doc) && !FIRST_PERSON.test(doc)
  );
}

/** The block reads as a document: its lines are neither the user's voice nor their rules. */
function notTheUsersBrief(lines: readonly string[]): boolean {
  if (lines.some((l) => USER_LINE.test(l))) return false;
  const orders = lines.filter((l) => isRequirementLine(l) || isInstruction(l.replace(/^\s*[-*•]\s*/u, ''), true));
  return orders.length * 2 < lines.length;
}

export function pasteBeforeAsk(split: MaterialSplit, rough: string): MaterialSplit {
  const text = rough.trimEnd();
  const gap = /\n[ \t]*\n(?=[^\n]*\S[^]*$)/gu;
  let askStart = -1;
  for (let m = gap.exec(text); m; m = gap.exec(text)) askStart = m.index + m[0].length;
  if (askStart < 0) return split;
  const ask = text.slice(askStart).trim();
  const doc = text.slice(0, askStart).trim();
  if (doc === '' || !split.request.includes(ask)) return split;
  // Only text of the paste that leaked into the request is worth a second look.
  const leaked = split.request.replace(ask, '').trim();
  if (leaked.split(/\s+/u).length < 3 || split.material.some((m) => !doc.includes(m.content))) return split;
  const askLines = nonBlank(ask);
  if (askLines.length > MAX_ASK_LINES || ask.split(/\s+/u).length > MAX_ASK_WORDS) return split;
  const lines = nonBlank(doc);
  if (!notTheUsersBrief(lines)) return split;
  const pointsBack = POINTS_BACK.test(ask);
  const asks = pointsBack || startsWithOrder(ask) || ask.includes('?');
  const shaped =
    transactions(lines) ||
    (lines.length >= MIN_LINES && ROLL_CALL.test(doc)) ||
    (lines.length <= 4 && contractText(doc)) ||
    (pointsBack && lines.length >= MIN_LINES);
  if (!asks || !shaped) return split;
  const items = lines.filter((l) => /^\s*(?:[-*•]|\d{1,3}[.)])\s+\S/u.test(l)).length;
  return {
    request: ask,
    material: [{ kind: items * 2 >= lines.length ? 'list' : 'text', label: null, lang: null, content: doc }],
  };
}
