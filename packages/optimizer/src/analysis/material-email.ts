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
  isSubjectHeader,
  isThreadSeparator,
} from './material-lines';
import type { Found, Lines } from './material-scan';

/**
 * Outlook's reply rule: a long run of underscores over the quoted message's "From:". A short
 * "---" is the user's own divider between separate emails, which stay separate blocks.
 */
const OUTLOOK_RULE = /^\s*_{10,}\s*$/u;

/** Pasted emails and letters: a header block (From:/To:/Subject:), or greeting to signature. */

export function emailWithHeaders(doc: Lines, i: number): Found | null {
  // "-----Original Message-----" over a header block opens the quoted message it introduces.
  const h = isThreadSeparator(doc.line(i)) ? doc.nextNonBlank(i + 1) : i;
  let j = h;
  let real = 0;
  while (j < doc.n && isHeaderLine(doc.line(j))) {
    if (!isDateHeader(doc.line(j))) real++;
    j++;
  }
  if (j - h === 1 && isSubjectHeader(doc.line(h))) return subjectOverLetter(doc, i, j);
  if (j - h < 2 || real < 1) return null;
  // "To: all staff / From: the CEO / Write a memo about…" describes an email to write.
  const body = doc.nextNonBlank(j);
  if (body < doc.n && isInstruction(doc.line(body), true)) return null;
  const last = threadEnd(doc, emailBodyEnd(doc, j, h));
  return { block: doc.block(i, last, 'email', null), next: last + 1 };
}

/** "Subject: …" alone over "Hi Dana, … Best, Owen": the subject line is the letter's own. */
function subjectOverLetter(doc: Lines, i: number, j: number): Found | null {
  const letter = greetingEmail(doc, doc.nextNonBlank(j));
  if (!letter?.block) return null;
  letter.block.start = letter.block.cutStart = doc.lines[i]?.start ?? 0;
  return letter;
}

/**
 * A reply quotes the messages before it under a separator ("-----Original Message-----",
 * "---------- Forwarded message ---------", an Outlook rule over "From:"): the thread is one
 * paste, so the block runs on to the last quoted message. Returns the thread's last line.
 */
function threadEnd(doc: Lines, last: number): number {
  let end = last;
  for (;;) {
    const k = doc.nextNonBlank(end + 1);
    if (k >= doc.n) return end;
    const t = doc.line(k);
    const next = doc.nextNonBlank(k + 1);
    const quoted =
      isThreadSeparator(t) ||
      (OUTLOOK_RULE.test(t) && isHeaderLine(doc.line(next)) && isHeaderLine(doc.line(next + 1)));
    if (!quoted || next >= doc.n) return end;
    let j = next;
    while (j < doc.n && isHeaderLine(doc.line(j))) j++;
    // A separator with nothing quoted under it (the user's ask follows) ends the thread there.
    if (j === next && isInstruction(doc.line(next), true)) return k;
    end = Math.max(k, emailBodyEnd(doc, j, j === next ? next : j - 1));
  }
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
    if (FENCE_OPEN.test(t) || isRuleLine(t) || isThreadSeparator(t)) break;
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
  const last = threadEnd(doc, end);
  return { block: doc.block(i, last, 'email', null), next: last + 1 };
}

/**
 * The newest message of a pasted thread: the text above the first quoted one. Its questions are
 * the ones a reply answers; "Can you check?" further down is the user's own earlier message.
 */
export function newestMessage(text: string): string {
  const lines = text.split('\n');
  let body = false;
  for (let k = 0; k < lines.length; k++) {
    const t = lines[k]!;
    if (isBlank(t)) continue;
    const quoted =
      isThreadSeparator(t) ||
      (body && isHeaderLine(t) && isHeaderLine(lines[k + 1] ?? '')) ||
      (OUTLOOK_RULE.test(t) && isHeaderLine(lines[k + 1] ?? ''));
    if (quoted && body) return lines.slice(0, k).join('\n');
    if (!isHeaderLine(t)) body = true;
  }
  return text;
}
