import {
  isGreetingLine,
  isHeaderLine,
  isNameLine,
  isQuoteLine,
  isSignOffLine,
  isSignOffWithName,
  isSubjectHeader,
  isThreadSeparator,
} from './material-lines';

/**
 * Lines nobody types to an assistant: the parts of a pasted email, letter, chat or ticket that
 * only a paste has (headers, a greeting to a named person, a sign-off over a name, a signature's
 * phone number, "> " quoted replies, "[10:42] Mum:" turns, "#4821 …" ticket rows). When one of
 * them is left in the user's request, the block it came from was cut short (see
 * paste-around-ask.ts). Each test is on one line and its neighbours, never on the wording of one
 * prompt, and a line that could be the user's own ("Hi,", "Thanks!", "Budget: €900") is none.
 */

/** "[10:42] Mum:", "10:42 - Lucía:", "[19:02, 03/03/2026] Ana:": a chat turn with its time. */
const TIMED_TURN =
  /^\s*\[?(?:[\d/.-]{6,10},?\s*)?\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?(?:,\s*[\d/.-]{6,10})?\]?\s*[-–]?\s*\p{L}[^:\n]{0,40}:\s*\S/u;
/** The time (and date) that opens a chat turn, up to the speaker. */
const TURN_TIME =
  /^\s*\[?(?:[\d/.-]{6,10},?\s*)?\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?(?:,\s*[\d/.-]{6,10})?\]?\s*[-–]?/u;
/** "Priya Nair  9:02 AM": a Slack header, the name over the turn. */
const SLACK_HEAD = /^\s*\p{Lu}[\p{L}.'-]*(?: \p{Lu}?[\p{L}.'-]*){0,2}\s+\d{1,2}:\d{2}\s?(?:[AaPp][Mm])?\s*$/u;
/** "+44 20 7946 0018", "Tel: 0171 234567", "M: +1 (415) 555-0100": a signature's number. */
const PHONE =
  /^\s*(?:(?:tel|phone|mob(?:ile)?|cell|m|t|fax|telefon|tél|móvil|cell\.?)\.?\s*:?\s*)?\+?\d[\d\s().-]{7,}\d\s*$/iu;
/** "dana@brightlane.io", "www.hargreaves.co.uk": a signature's address line, alone. */
const ADDRESS = /^\s*(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/)?www\.[\w.-]+\.[a-z]{2,}\S*)\s*$/iu;
/** "— Mira", "-- Tom": a signed name after a dash. */
const DASH_NAME = /^\s*(?:—|–|--)\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?\s*$/u;
/** "Head of Partnerships | Brightlane": a title and a company. */
const TITLE_BAR = /^\s*\p{Lu}[^|\n]{1,40}\s\|\s\p{Lu}[^|\n]{1,40}$/u;
/** "#4821 Checkout…", "JIRA-112 Login…", "INC0012345 VPN…": a ticket row opens with its id. */
const TICKET_ROW = /^\s*(?:#\d{3,}|[A-Z][A-Z\d]{1,9}-\d{1,6}|INC\d{5,})\b[\s:–-]+\S/u;
/** "Ticket #55120", "Case 00412", "Incident INC0012345": a ticket's own header. */
const TICKET_HEAD =
  /^\s*(?:ticket|case|incident|issue|order|bug)\s*(?:no\.?|number|nr\.?)?\s*#?\s*[A-Z]*\d{3,}\s*$/iu;
/** "Veuillez agréer…", "Yours faithfully", "Le saludamos atentamente": a letter's closing formula. */
const CLOSING_FORMULA =
  /^\s*(?:(?:com os )?(?:melhores|meus) cumprimentos|atenciosamente|distinti saluti|(?:reciba )?un cordial saludo|hochachtungsvoll|bien cordialement|veuillez agréer|je vous prie d['’]agréer|nous vous prions d['’]agréer|recevez, madame|le saluda(?:mos)? atentamente|in attesa di un (?:suo )?riscontro,? (?:porgo|porgiamo)|yours (?:faithfully|sincerely|truly))/iu;
/** "2. "Fell apart in a month." ★", "- “Great value”": a quoted item (a review, a testimonial). */
const QUOTED_ITEM = /^\s*(?:[-*•]|\d{1,3}[.)])?\s*["“„«][^"”“»\n]{6,}["”»][\s★☆*\d/().,:–-]*$/u;
/** "Exmo.(a) Senhor(a),", "Spettabile Ditta,", "Sehr geehrte Damen und Herren,": a formal salutation. */
const FORMAL_GREETING =
  /^\s*(?:exm[oa]s?\.?(?:\(a\))?|excelent[ií]ssim[oa]s?|egregi[oa]|spettabile|gentilissim[oa]|sehr geehrte[rs]?|estimad[oa]s?|prezad[oa]s?|madame,\s*monsieur|dear sir or madam|to whom it may concern)(?![\p{L}])[^\n.!?]{0,50}[,:]\s*$/iu;
/** "Q: …" / "A: …": an interview's turns. */
const QA_TURN = /^\s*([QA]):\s+\S/u;

/** A greeting with a name after it ("Hi Sam,", "Dear Tenant,", "Madame, Monsieur,"): "Hi," alone may be the user's. */
function namedGreeting(line: string): boolean {
  const t = line.trim();
  if (!isGreetingLine(t) || !/[,:]$/u.test(t)) return false;
  return t.replace(/[,:]$/u, '').trim().split(/\s+/u).length >= 2 && !/\bthere\b/iu.test(t);
}

/** The next non-blank line after `k`, or ''. */
function nextText(lines: readonly string[], k: number): string {
  for (let j = k + 1; j < lines.length; j++) if (lines[j]!.trim() !== '') return lines[j]!;
  return '';
}

/** Whether line `k` (of the prompt's `lines`) is one only a paste has. */
export function isForeignLine(lines: readonly string[], k: number): boolean {
  const line = lines[k] ?? '';
  if (line.trim() === '') return false;
  if (isHeaderLine(line) || isSubjectHeader(line) || isThreadSeparator(line) || isQuoteLine(line))
    return true;
  if (TIMED_TURN.test(line) || SLACK_HEAD.test(line) || PHONE.test(line) || ADDRESS.test(line)) return true;
  if (DASH_NAME.test(line) || TITLE_BAR.test(line) || CLOSING_FORMULA.test(line) || TICKET_HEAD.test(line))
    return true;
  if (namedGreeting(line) || FORMAL_GREETING.test(line)) return true;
  // "Best regards," over a name; a lone "Thanks!" closing the prompt is said to the assistant.
  if (isSignOffWithName(line)) return true;
  if (isSignOffLine(line) && isNameLine(nextText(lines, k)) && !/[?!]/u.test(nextText(lines, k))) return true;
  // Rows and turns count in runs: one "#12 fix it" or "A: yes" may be the user's.
  return inRun(lines, k, (l) => TICKET_ROW.test(l) || QUOTED_ITEM.test(l)) || qaRun(lines, k);
}

/** "Priya Nair  9:02 AM": a chat header whose message is on the next line. */
export const isChatHeader = (line: string): boolean => SLACK_HEAD.test(line);

/** Line `k` and its nearest non-blank neighbour (tickets may have blank lines between) both pass `test`. */
function inRun(lines: readonly string[], k: number, test: (line: string) => boolean): boolean {
  if (!test(lines[k] ?? '')) return false;
  let up = k - 1;
  while (up >= 0 && lines[up]!.trim() === '') up--;
  let down = k + 1;
  while (down < lines.length && lines[down]!.trim() === '') down++;
  return test(lines[up] ?? '') || test(lines[down] ?? '');
}

/** "Q:" and "A:" turns, both sides present within the neighbouring lines. */
function qaRun(lines: readonly string[], k: number): boolean {
  const side = QA_TURN.exec(lines[k] ?? '')?.[1];
  if (!side) return false;
  const other = side === 'Q' ? 'A' : 'Q';
  for (let j = Math.max(0, k - 4); j <= Math.min(lines.length - 1, k + 4); j++)
    if (QA_TURN.exec(lines[j] ?? '')?.[1] === other) return true;
  return false;
}

/** Openers that are no one's name: "Also, …", "Ok, …", "Honestly, …". */
const NOT_A_NAME =
  /^(?:also|ok|okay|so|yes|yeah|no|well|please|thanks|honestly|basically|anyway|however|then|now|here|sorry|hey|hi|hello|again|first|second|finally|plus|btw|oh|alright|right|sure|actually|otherwise|oui|non|alors|bon|donc|ja|nein|also|gut|sí|bueno|pues|entonces|sì|allora|beh|sim|então|bem)$/iu;
/** "Team, from Monday I need…", "Rob, spoke to B…": a message that opens by naming its reader. */
// "Sarah, my manager, asked…" names someone in passing: an appositive ("my", "the", "who") is no address.
const VOCATIVE =
  /^\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}?\p{Ll}+)?),\s+(?!(?:my|our|the|a|an|his|her|their|who|which|mi|mon|ma|mein\w*|il|la|el|o|a)\s)\S[^\n]{20,}$/u;

/** The line opens by naming the person it is written to (not the assistant). */
export function opensWithVocative(line: string): boolean {
  const name = VOCATIVE.exec(line)?.[1];
  return name !== undefined && !NOT_A_NAME.test(name) && !NOT_A_NAME.test(name.split(/\s+/u)[0] ?? '');
}

/**
 * The text with its envelope blanked: "Sent: 3 March 2026 09:14", "[10:42] Mum:", "Priya  9:02 AM"
 * say when a message went, not what it says, so no value in them is one to keep in the answer.
 * The subject line stays: "Invoice INV-2291" is the message's own.
 */
export function withoutEnvelope(text: string): string {
  return text
    .split('\n')
    .map((l) => {
      if ((isHeaderLine(l) && !isSubjectHeader(l)) || SLACK_HEAD.test(l)) return ' '.repeat(l.length);
      const turn = TIMED_TURN.test(l) ? TURN_TIME.exec(l) : null;
      return turn ? ' '.repeat(turn[0].length) + l.slice(turn[0].length) : l;
    })
    .join('\n');
}
