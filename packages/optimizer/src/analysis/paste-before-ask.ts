import { isInstruction } from './material-heads';
import { isRequirementLine } from './requirement-lines';
import type { MaterialSplit } from './types';
import { isFailureOutput } from './technical-text';

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

/** The block reads as a document: most of its lines are no rules of the user's. */
function notTheUsersBrief(lines: readonly string[]): boolean {
  const orders = lines.filter(
    (l) => isRequirementLine(l) || isInstruction(l.replace(/^\s*[-*•]\s*/u, ''), true),
  );
  return orders.length * 2 < lines.length;
}

/** "Team meeting 4 May", "Product sync – 11 March": the title line of minutes, with its date. */
const MEETING_TITLE =
  /^[^\n]{0,40}(?<![\p{L}])(?:meeting|minutes|stand-?up|sync|catch-?up|retro|besprechung|sitzung|protokoll|réunion|compte rendu|reunión|acta|riunione|verbale|reunião|ata)(?![\p{L}])[^\n]{0,50}\d/iu;
/** "Ana to update…", "- Chen: draft…", "Bilal - check…": an action with its owner's name first. */
const OWNER_LINE =
  /^\s*(?:[-*•]|\d{1,3}[.)])?\s*\p{Lu}\p{Ll}+(?:\s*[:–-]\s+|\s+(?:to|will|needs?|should|must)\s)/u;
/** "turn my notes into…", "make this into a table": the ask remakes the paste. */
const REMAKES =
  /(?<![\p{L}])(?:(?:turn|make|convert|change|put|organi[sz]e|sort|rearrange)\s+(?:this|these|them|it|my notes|the notes|my list|this list)\s+(?:\p{L}+\s+){0,2}?into|my notes)(?![\p{L}])/iu;
/** "here", "these", "above": the ask after a paste points back at it. */
const POINTS_BACK =
  /(?<![\p{L}])(?:here|these|those|above|ci-dessus|ces|celles?-ci|ceux-ci|oben|diese[nrs]?|arriba|estas|estos|esas|esos|aqu[ií]|sopra|questi|queste|acima|aqui|essas|esses)(?![\p{L}])/iu;
const MAX_REMARK_WORDS = 16;

/** Short remarks, one a line: no labels, no fields, no numbering of the user's own points. */
function remarks(lines: readonly string[]): boolean {
  return lines.every(
    (l) =>
      l.split(/\s+/u).length <= MAX_REMARK_WORDS &&
      !LABEL_ONLY.test(l) &&
      !FIELD_LINE.test(l) &&
      !/^\s*(?:\d{1,3}[.)]|[-*•])\s/u.test(l),
  );
}

/** "Budget: 500", "City: Rome": the user's facts as labelled lines, not a document. */
const FIELD_LINE = /^\s*[\p{L}][\p{L} ]{0,24}:\s*\S/u;
const LABEL_ONLY = /:\s*$/u;

/** "La seduta è tolta alle ore 20:10.", "The meeting was adjourned at 8 pm.": how minutes close. */
const MEETING_CLOSE =
  /(?:seduta (?:è |viene )?tolta|riunione (?:è |viene )?(?:chiusa|tolta)|meeting (?:was )?(?:closed|adjourned)|sitzung (?:wird |wurde )?(?:geschlossen|beendet)|séance (?:est )?levée|se levanta la (?:sesión|reunión)|(?:sessão|reunião) (?:foi )?encerrada)/iu;
/** "approvato all'unanimità", "it was agreed", "se aprueba": a decision the meeting took. */
const DECISION =
  /(?<![\p{L}])(?:approvat[oaie]|si (?:delibera|approva|decide)|deliberat[oaie]|approved|agreed|resolved|beschlossen|angenommen|adopté[es]?|approuvé[es]?|aprobad[oa]s?|se aprueba|aprovad[oa]s?)(?![\p{L}])/iu;

function minutes(doc: string, lines: readonly string[]): boolean {
  if (!ROLL_CALL.test(doc) && !MEETING_TITLE.test(lines[0] ?? '')) return false;
  // Minutes record who does what, or what was decided, or close the meeting at a time.
  const owners = lines.filter((l) => OWNER_LINE.test(l)).length;
  const decisions = lines.filter((l) => DECISION.test(l)).length;
  return owners >= 2 || decisions >= 2 || (decisions >= 1 && MEETING_CLOSE.test(doc));
}

/** Raw notes to remake: short lines, neither the user's labelled facts nor a label over rules. */
function notes(lines: readonly string[]): boolean {
  if (lines.some((l) => LABEL_ONLY.test(l))) return false;
  return lines.filter((l) => FIELD_LINE.test(l)).length * 2 < lines.length;
}

/** The paste is a document by its shape alone: rows of a statement, minutes. */
function documentShaped(doc: string, lines: readonly string[]): boolean {
  return transactions(lines) || (lines.length >= MIN_LINES && minutes(doc, lines));
}

/** Whether `ask` and `doc` are the user's short ask and the document it is about. */
function askAndDocument(ask: string, doc: string, askFirst: boolean, nothingFound: boolean): boolean {
  if (doc === '' || nonBlank(ask).length > MAX_ASK_LINES || ask.split(/\s+/u).length > MAX_ASK_WORDS)
    return false;
  const lines = nonBlank(doc);
  if (lines.some((l) => USER_LINE.test(l))) return false;
  // "what does this mean" over the clause and "Not a lawyer obviously." under it: the question
  // on top is the user's ask, so the run below the last blank line is no ask of its own.
  if (!askFirst && opensWithQuestion(doc)) return false;
  // A program's report of a failure (certbot, systemd, a build) above "whats wrong?", when the
  // detectors found nothing in it: a traceback or code they did find keeps its own blocks.
  if (nothingFound && isFailureOutput(doc)) return true;
  // A contract's duties read like rules ("The Tenant must not…"); its defined terms tell them apart.
  if (lines.length <= 4 && contractText(doc)) return true;
  if (!notTheUsersBrief(lines)) return false;
  if (documentShaped(doc, lines)) return true;
  // Notes of any shape, when the ask after them remakes them ("turn my notes into…").
  if (!askFirst && lines.length >= MIN_LINES && REMAKES.test(ask) && notes(lines)) return true;
  // "The prices are too high / Love the staff!! / Wish you opened earlier" over "what are the main
  // complaints here?": short remarks the ask points back at are answers someone gave, one block.
  return !askFirst && lines.length >= MIN_LINES && POINTS_BACK.test(ask) && remarks(lines);
}

/** "what does this mean", "is this legal?": a short question, in its own paragraph, heading the text. */
const QUESTION_START =
  /^\s*(?:what|whats|what's|how|why|is|are|does|do|can|could|should|would|which|who|where|when|qu[eé]|c[oó]mo|was|wie|warum|est-ce|que|cosa|come|o que|como)(?![\p{L}'’])/iu;
const MAX_QUESTION_WORDS = 12;
const MAX_ASIDE_WORDS = 8;

function opensWithQuestion(doc: string): boolean {
  const [first, ...rest] = doc.split(/\n[ \t]*\n/u);
  if (!first || rest.length === 0 || first.includes('\n')) return false;
  const t = first.trim();
  return t.split(/\s+/u).length <= MAX_QUESTION_WORDS && (/\?\s*$/u.test(t) || QUESTION_START.test(t));
}

/** The paste and its ask, split at the last blank line (ask after) or the first (ask before). */
function halves(text: string): { ask: string; doc: string; askFirst: boolean }[] {
  const gaps = [...text.matchAll(/\n[ \t]*\n/gu)];
  const first = gaps[0];
  const last = gaps[gaps.length - 1];
  if (!first || !last) return [];
  const lastAt = (last.index ?? 0) + last[0].length;
  const firstAt = first.index ?? 0;
  return [
    { ask: text.slice(lastAt).trim(), doc: text.slice(0, lastAt).trim(), askFirst: false },
    { ask: text.slice(0, firstAt).trim(), doc: text.slice(firstAt).trim(), askFirst: true },
  ];
}

export function pasteBeforeAsk(split: MaterialSplit, rough: string): MaterialSplit {
  for (const { ask, doc, askFirst } of halves(rough.trim())) {
    if (ask === '' || !askAndDocument(ask, doc, askFirst, split.material.length === 0)) continue;
    // Only when the detectors left part of the paste in the request, or cut the ask into it.
    const askIn = split.request.includes(ask);
    const leaked = askIn ? split.request.replace(ask, '').trim() : split.request.trim();
    if (leaked.split(/\s+/u).filter(Boolean).length < 3) continue;
    // The paste was found and one short line is left ("Not a lawyer obviously."): the user's aside.
    if (split.material.length > 0 && !leaked.includes('\n') && leaked.split(/\s+/u).length <= MAX_ASIDE_WORDS)
      continue;
    if (!split.material.every((m) => doc.includes(m.content) || m.content.includes(ask))) continue;
    if (!askIn && !split.material.some((m) => m.content.includes(ask))) continue;
    const lines = nonBlank(doc);
    const items = lines.filter((l) => /^\s*(?:[-*•]|\d{1,3}[.)])\s+\S/u.test(l)).length;
    return {
      request: ask,
      material: [
        {
          kind: isFailureOutput(doc) ? 'log' : items * 2 >= lines.length ? 'list' : 'text',
          label: null,
          lang: null,
          content: doc,
        },
      ],
    };
  }
  return split;
}
