import { asksAssistant, isInstruction } from './material-heads';
import {
  FENCE_OPEN,
  isBlank,
  isDateHeader,
  isGreetingLine,
  isHeaderLine,
  isNameLine,
  isRuleLine,
  isSignOffLine,
  isSignOffWithName,
} from './material-lines';
import type { Found, Lines } from './material-scan';

/** Pasted emails and letters: a header block (From:/To:/Subject:), or greeting to signature. */

export function emailWithHeaders(doc: Lines, i: number): Found | null {
  let j = i;
  let real = 0;
  while (j < doc.n && isHeaderLine(doc.line(j))) {
    if (!isDateHeader(doc.line(j))) real++;
    j++;
  }
  if (j - i === 1) return subjectThenLetter(doc, i);
  if (j - i < 2 || real < 1) return null;
  // "To: all staff / From: the CEO / Write a memo about…" describes an email to write.
  const body = doc.nextNonBlank(j);
  if (body < doc.n && isInstruction(doc.line(body), true)) return null;
  const last = emailBodyEnd(doc, j, i);
  return { block: doc.block(i, last, 'email', null), next: last + 1 };
}

/** "Subject: Sponsorship", "Betreff: Angebot": the one header a pasted email often keeps. */
const SUBJECT = /^\s*(?:subject|betreff|objet|asunto|oggetto|assunto)\s*:/iu;

/**
 * A lone subject line, then a greeting-to-signature letter: the subject belongs to the letter.
 * Left out, it was read as a line of the user's request and listed among the instructions.
 */
function subjectThenLetter(doc: Lines, i: number): Found | null {
  if (!SUBJECT.test(doc.line(i))) return null;
  const letter = greetingEmail(doc, doc.nextNonBlank(i + 1));
  if (!letter?.block) return null;
  const start = doc.block(i, i, 'email', null).start;
  return { block: { ...letter.block, start, cutStart: start }, next: letter.next };
}

/** Last line of an email body that starts at line `from` (headers, if any, end before it). */
function emailBodyEnd(doc: Lines, from: number, last0: number): number {
  let last = from - 1 < last0 ? last0 : from - 1;
  let sawBlank = false;
  for (let i = from; i < doc.n; i++) {
    const t = doc.line(i);
    if (isBlank(t)) {
      sawBlank = true;
      continue;
    }
    if (i > from && isHeaderLine(t) && isHeaderLine(doc.line(i + 1))) break;
    if (!isHeaderLine(t) && doc.isStopHead(i)) break;
    if (FENCE_OPEN.test(t) || isRuleLine(t)) break;
    if (sawBlank && isInstruction(t, true)) break;
    // "Thanks, Marta" may still have a company line under it.
    if (isSignOffWithName(t) || isSignOffLine(t)) return signatureEnd(doc, i);
    last = i;
    sawBlank = false;
  }
  return last;
}

/** The name, title and company lines right under a sign-off. */
function signatureEnd(doc: Lines, signOff: number): number {
  let last = signOff;
  for (let k = signOff + 1; k < doc.n && k <= signOff + 4; k++) {
    const t = doc.line(k);
    if (isBlank(t) || !isNameLine(t) || isInstruction(t, true) || doc.isStopHead(k)) break;
    last = k;
  }
  return last;
}

export function greetingEmail(doc: Lines, i: number): Found | null {
  if (!isGreetingLine(doc.line(i))) return null;
  let sawBlank = false;
  for (let k = i + 1; k < doc.n && k <= i + 120; k++) {
    const t = doc.line(k);
    if (isBlank(t)) {
      sawBlank = true;
      continue;
    }
    if (doc.isStopHead(k) || FENCE_OPEN.test(t)) return null;
    if (sawBlank && isInstruction(t, true)) return null;
    if (isHeaderLine(t) && isHeaderLine(doc.line(k + 1))) return null;
    if (isSignOffWithName(t)) return letterTo(doc, i, k);
    if (isSignOffLine(t)) {
      const end = signatureEnd(doc, k);
      // A sign-off with no name under it is the user thanking the assistant, not an email.
      if (end === k) return null;
      return letterTo(doc, i, end);
    }
    sawBlank = false;
  }
  return null;
}

/**
 * A greeting-to-signature letter, unless it is the whole prompt and asks the assistant for
 * something: "Hi, can you help me plan a trip? Thanks, Tom" is written to us.
 */
function letterTo(doc: Lines, i: number, end: number): Found | null {
  const whole = doc.nextNonBlank(0) === i && doc.nextNonBlank(end + 1) >= doc.n;
  if (whole) {
    for (let k = i + 1; k < end; k++) if (asksAssistant(doc.line(k))) return null;
  }
  return { block: doc.block(i, end, 'email', null), next: end + 1 };
}
