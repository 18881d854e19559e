import { isInstruction } from './material-heads';
import { isBlank, isListItem } from './material-lines';
import type { Found, Lines } from './material-scan';

/**
 * Pasted contract and policy clauses: "7.2 Termination for Convenience.", "Section 12 – Limitation
 * of Liability", "§ 5 Kündigung", "Cláusula 3.1 Duración" over the clause text. The heading names
 * the clause; it is part of the paste, never a numbered instruction of the user's.
 */

/** A word that numbers a clause in a contract, terms or statutes, in the supported languages. */
const CLAUSE_WORD =
  /^(?:section|clause|article|art\.|schedule|annex|appendix|§{1,2}|artikel|abschnitt|ziffer|absatz|klausel|cláusula|artículo|apartado|articolo|clausola|clausule|cláusula|artigo)\s*/iu;
/** "7.2", "12.1.3": a sub-numbered heading; a bare "7." is how lists count, so it needs the word. */
const SUB_NUMBER = /^\d{1,3}(?:\.\d{1,3}){1,3}\.?\s+/u;
const ANY_NUMBER = /^\d{1,3}(?:\.\d{1,3}){0,3}(?:\([a-z0-9]{1,3}\))?\.?\s*(?:[-–—:]\s*)?/iu;
/**
 * "7. CANCELLATION AND RESCHEDULING", "12. LIMITATION OF LIABILITY": a bare number over a title in
 * capitals is how contracts head their sections; the user's own lists are not written in capitals.
 */
const CAPS_SECTION = /^(\d{1,3})\.?\s+(?=[^\n]*\p{Lu}{3})[\p{Lu}\d][\p{Lu}\d \t&,'’/()–-]{2,70}$/u;
/** The clause title: a capitalised phrase, short, with at most one sentence end. */
const TITLE = /^[\p{Lu}„"“(][^\n.!?]{1,70}[.:]?$/u;
const MAX_TITLE_WORDS = 9;
/** The clause text under its heading reads as prose of some length, not as one more label. */
const MIN_BODY_WORDS = 12;

/** Words only a contract, lease or policy is written in. */
const LEGAL =
  /\b(?:shall|hereby|herein|hereunder|thereof|pursuant|notwithstanding|provided that|the (?:Tenant|Landlord|Lessee|Lessor|Employee|Employer|Company|Client|Contractor|Supplier|Buyer|Seller|Customer|Licensee|Licensor|Borrower|Lender|Parties|Party|Agreement|Insured|Insurer|Member|Subscriber|Provider)|(?:this|the) (?:Agreement|Contract|Lease|Policy|Deed))\b/u;
/** "14. The Tenant shall pay…": a clause counted with a bare number, its text on the same line. */
const BARE_CLAUSE = /^\d{1,3}\.\s+\p{Lu}/u;
const MIN_BARE_CLAUSE_WORDS = 12;

/** A clause numbered "14." with its legal text on the line, not an item of the user's list. */
export function isBareClause(line: string): boolean {
  const t = line.trim();
  return BARE_CLAUSE.test(t) && t.split(/\s+/u).length >= MIN_BARE_CLAUSE_WORDS && LEGAL.test(t);
}

/** The title of a numbered clause heading on `line`, or null when the line is no such heading. */
export function clauseTitle(line: string): string | null {
  const t = line.trim();
  const word = CLAUSE_WORD.exec(t);
  let rest: string;
  if (word) {
    const number = ANY_NUMBER.exec(t.slice(word[0].length));
    if (!number) return null;
    rest = t.slice(word[0].length + number[0].length);
  } else if (CAPS_SECTION.test(t)) {
    rest = t.replace(/^\d{1,3}\.?\s+/u, '');
  } else {
    const number = SUB_NUMBER.exec(t);
    if (!number) return null;
    rest = t.slice(number[0].length);
  }
  if (!TITLE.test(rest) || rest.split(/\s+/u).length > MAX_TITLE_WORDS) return null;
  return isInstruction(rest, true) ? null : rest;
}

/** "(a) the Customer…", "(2) Das Recht…": a lettered or numbered paragraph of the clause. */
const SUB_ITEM = /^\([a-z0-9]{1,3}\)\s/iu;

/**
 * The user speaking again after the clause: a question ("is the 60 days counted from…?"), a line
 * typed in lower case, or "I/ich/je/yo…": clause text is capitalised, third-person and asks nothing.
 */
const USER_VOICE =
  /^(?:i|i'm|i've|ich|je|j'|yo|io|eu|so|and|but|also|what|how|why|was|wie|warum|qué|cómo)\b/iu;
const LOWER_START = /^\p{Ll}/u;
const MAX_ASIDE_WORDS = 8;

/**
 * Whether line `i` opens a pasted clause: a numbered heading with the clause's prose right under
 * it (a blank line between them allowed). The caller collects the clause from there.
 */
function opensClause(doc: Lines, i: number): boolean {
  if (isBareClause(doc.line(i))) return true;
  if (clauseTitle(doc.line(i)) === null) return false;
  const next = isBlank(doc.line(i + 1)) ? i + 2 : i + 1;
  if (next >= doc.n) return false;
  const body = doc.line(next).trim();
  if (isBlank(body) || doc.isStopHead(next)) return false;
  // "1. CALL THE BANK" heads a to-do list; "7. CANCELLATION" is followed by "7.1" or a clause.
  const caps = CAPS_SECTION.exec(doc.line(i).trim());
  if (caps) return body.startsWith(`${caps[1]}.`) || LEGAL.test(body);
  // "(a) the Customer shall…" or the next numbered clause straight under the heading.
  if (isListItem(body) || SUB_ITEM.test(body) || SUB_NUMBER.test(body) || clauseTitle(body) !== null)
    return true;
  return body.split(/\s+/u).length >= MIN_BODY_WORDS && !isInstruction(body, true);
}

/** A clause is user text-free until this line: a question, the user's voice, or an order. */
function endsClause(doc: Lines, k: number, afterBlank: boolean): boolean {
  const t = doc.line(k).trim();
  if (clauseTitle(t) !== null || SUB_ITEM.test(t) || isBareClause(t)) return false;
  // "7.4 Deposits are non-refundable.": a sub-clause of the section, however short.
  if (SUB_NUMBER.test(t) && !/\?\s*$/u.test(t)) return false;
  if (/\?\s*$/u.test(t) || USER_VOICE.test(t) || LOWER_START.test(t) || doc.isStopHead(k)) return true;
  // "Not a lawyer obviously.": a short aside, no clause's wording, is the user's.
  if (t.split(/\s+/u).length <= MAX_ASIDE_WORDS && !LEGAL.test(t)) return true;
  return isInstruction(t, afterBlank);
}

/** The clause opening at line `i`, heading to its last paragraph, as one pasted text. */
export function numberedClause(doc: Lines, i: number): Found | null {
  if (!opensClause(doc, i)) return null;
  let last = i;
  for (let k = i + 1; k < doc.n; k++) {
    if (isBlank(doc.line(k))) continue;
    if (endsClause(doc, k, isBlank(doc.line(k - 1)))) break;
    last = k;
  }
  return { block: doc.block(i, last, 'text', null), next: last + 1 };
}
