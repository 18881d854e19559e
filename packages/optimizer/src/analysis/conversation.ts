/**
 * A conversation between people (a support chat, a sales call, a meeting transcript): lines of
 * "Speaker: words", with or without a time. It may be cut out as a "log" for its timestamps and
 * it often mentions an error or a bug, yet it is a text about people, not a program's output.
 */

// "[10:02] ", "10:02 - ", "10:02 AM ", "2024-03-02 10:01 ", "09:14 ": the time a chat line starts with;
// "[12/03/2025, 09:14] " and "12/03/2025, 09:14 - " are how WhatsApp exports date each message.
const TIME = String.raw`(?:\[?\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\]?\s*(?:[-–]\s*)?|\[?\d{4}[-/.]\d{2}[-/.]\d{2}[T ]\d{1,2}:\d{2}(?::\d{2})?\]?\s*|\[\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\]\s*|\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\s*(?:[-–]\s*)?)?`;
// A name or a role of one to three words ("Customer", "Agent Priya", "Kunde"), then a colon.
const SPEAKER_LINE = new RegExp(
  String.raw`^\s*${TIME}(\p{Lu}[\p{L}'’.-]*(?: [\p{L}'’.-]+){0,2}|\p{Ll}+)\s?:\s+(\S.*)$`,
  'u',
);
/** Labels that head a log line, a mail header or a form field, never a speaker. */
const NOT_A_SPEAKER =
  /^(?:trace|debug|info|warn|warning|error|fatal|critical|panic|note|hint|caused by|file|line|at|exception|traceback|from|to|cc|bcc|subject|date|sent|re|fwd|objet|betreff|von|an|asunto|de|para|oggetto|da|assunto|name|email|e-mail|phone|tel|address|id|status|total|price|q|a)$|(?:error|exception)$/i;
/** Technical lines that make a block a real log even when some lines look like speech. */
const TECHNICAL =
  /^\s*(?:Traceback \(most recent call last\)|\s+at [\w.$<>]+[ (]|\s+File "|[\w.]*(?:Error|Exception):|npm ERR!)|\b(?:TRACE|DEBUG|INFO|WARN|ERROR|FATAL)\b/;

/**
 * True when most lines of `content` are people talking in turns. `named`: the request calls it
 * a chat, call or meeting, so one line per person is enough (a meeting where each spoke once).
 */
export function isConversation(content: string, named = false): boolean {
  const lines = content.split('\n').filter((l) => l.trim() !== '');
  if (lines.length < 2 || lines.some((l) => TECHNICAL.test(l))) return false;
  const speakers: string[] = [];
  let words = 0;
  for (const line of lines) {
    const m = SPEAKER_LINE.exec(line);
    if (!m || NOT_A_SPEAKER.test(m[1]!.trim())) continue;
    speakers.push(m[1]!.trim().toLowerCase());
    words += m[2]!.split(/\s+/).length;
  }
  if (speakers.length < 2 || speakers.length / lines.length < 0.6) return false;
  const distinct = new Set(speakers).size;
  // Turns: two to five voices, one of them heard again ("Name: Ana / Email: …" is a form, once each).
  if (distinct < 2 || distinct > 5 || (distinct === speakers.length && !named)) return false;
  // Speech has sentences; "Name: Ana" fields have a word or two.
  return words / speakers.length >= 3;
}
