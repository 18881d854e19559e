import { pointsAtText } from './material-heads';
import { jsonEnd } from './material-delimited';
import { isJson, looksLikeEmail } from './material-kind';
import { type Block, type Found, Lines } from './material-scan';

/**
 * Material pasted inside the user's own line rather than on lines of its own: a quoted message
 * after the question about it ("Kannst du das freundlicher formulieren? „Hallo Herr Braun, …“"),
 * a JSON body in the middle of a sentence. Both need a strong delimiter, so ordinary prose with
 * a short quotation ("a tagline like "fresh every day"") stays the user's words.
 */

// Opening quote -> the closers that end it (German „…“ also appears as „…”).
const CLOSERS: Readonly<Record<string, string>> = { '“': '”', '„': '“”', '«': '»', '"': '"' };
const OPENER = /(?:^|[:?!.]\s+|:\s*)([“„«"])/u;
const MIN_QUOTE_WORDS = 10;
const MAX_QUOTE_LINES = 40;

/**
 * A quotation of ten words or more that opens at the start of the line or after the user's
 * sentence about it, and closes at the end of a line: the text the question is about. The lead
 * sentence must point at a text ("this", "este mensaje", "das") unless it is empty.
 */
export function inlineQuote(doc: Lines, i: number): Found | null {
  const line = doc.lines[i];
  if (!line) return null;
  const m = OPENER.exec(line.text);
  if (!m) return null;
  const open = m.index + m[0].length - 1;
  const lead = line.text.slice(0, open);
  if (lead.trim() !== '' && !pointsAtText(lead)) return null;
  const closers = CLOSERS[m[1] ?? ''] ?? '';
  const from = line.start + open + 1;
  let lastLine = i;
  for (let k = i; k < doc.n && k < i + MAX_QUOTE_LINES; k++) {
    const l = doc.lines[k];
    if (!l) break;
    const s = k === i ? from - l.start : 0;
    // The closer ends the quote only where the line ends after it (a full stop at most).
    const tail = /([”“»"])[\s.!?]*$/u.exec(l.text.slice(s));
    if (tail && closers.includes(tail[1] ?? '')) {
      lastLine = k;
      const close = l.start + s + tail.index;
      const content = doc.text.slice(from, close);
      if (content.trim().split(/\s+/u).length < MIN_QUOTE_WORDS) return null;
      // A quote with the same quote mark inside is two quotations, not one text.
      if (m[1] === '"' && content.includes('"')) return null;
      const kind = looksLikeEmail(content.split('\n')) ? 'email' : 'text';
      // The quote marks stay with the text, as the user pasted it (and as the fallbacks keep it).
      const block: Block = {
        start: from - 1,
        end: close + 1,
        cutStart: from - 1,
        cutEnd: close + 1,
        kind,
        label: null,
        lang: null,
      };
      return { block, next: lastLine + 1 };
    }
    if (k > i && l.text.trim() === '') return null;
  }
  return null;
}

const MIN_INLINE_JSON = 20;

/**
 * Where `{"` first follows a space or a colon, or -1: what `text.search(/(?<=[\s:])\{"/u)` finds,
 * without a lookbehind tried at every offset of every line.
 */
function jsonAfterSpace(text: string): number {
  for (let at = text.indexOf('{"'); at >= 0; at = text.indexOf('{"', at + 1)) {
    const before = text[at - 1];
    if (before !== undefined && (before === ':' || SPACE.test(before))) return at;
  }
  return -1;
}

const SPACE = /^\s$/u;

/** "why does my API reject this body? {"user": …} the error is 422": the JSON mid-sentence. */
export function inlineJson(doc: Lines, i: number): Found | null {
  const line = doc.lines[i];
  if (!line) return null;
  const at = jsonAfterSpace(line.text);
  if (at <= 0) return null;
  const end = jsonEnd(line.text, at);
  if (end === -1 || end - at < MIN_INLINE_JSON) return null;
  const value = line.text.slice(at, end);
  if (!isJson(value)) return null;
  const s = line.start + at;
  const e = line.start + end;
  return {
    block: { start: s, end: e, cutStart: s, cutEnd: e, kind: 'json', label: null, lang: 'json' },
    next: i + 1,
  };
}

// "users(id, email) orders(id, user_id, total)": table definitions in the shorthand people type.
// A trailing SQL comment ("-- status: 'open', 'done'") belongs to the line.
const TABLE_DEFS =
  /^\s*(?:[A-Za-z_][\w.]*\s*\(\s*[A-Za-z_][\w ]*(?:,\s*[A-Za-z_][\w ]*)+\)\s*[,;]?\s*)+(?:--[^\n]*)?$/u;
// The head over a schema: "Schema", "Tables", "DB schema", "Esquema", "Tabellen".
const SCHEMA_HEAD =
  /^\s*(?:[-*]\s+)?(?:(?:my|the|our|db|database|sql)\s+)?(?:schema|tables|esquema|tablas|tabelas|schéma|tables|tabellen|tabelle|schemat?)\s*(?::\s*|$)/iu;

/**
 * "Schema: users(id, email) orders(id, user_id, total)" and table-definition lines after it:
 * the user's database, pasted for the query to run on. "Schema:" alone heads an answer's shape
 * ("Output schema:"), so only the shorthand of table definitions makes it material.
 */
export function tableSchema(doc: Lines, i: number): Found | null {
  const line = doc.lines[i];
  if (!line) return null;
  const head = SCHEMA_HEAD.exec(line.text);
  const rest = head ? line.text.slice(head[0].length) : line.text;
  // "Schema:" alone over its table lines heads them as it does on one line.
  const below = head !== null && rest.trim() === '' && TABLE_DEFS.test(doc.line(i + 1));
  if (!TABLE_DEFS.test(rest) && !below) return null;
  let last = below ? i + 1 : i;
  while (last + 1 < doc.n && TABLE_DEFS.test(doc.line(last + 1))) last++;
  const first = below ? (doc.lines[i + 1] ?? line) : line;
  const start = below
    ? first.start + first.text.search(/\S/u)
    : line.start + (head ? head[0].length : line.text.search(/\S/u));
  const end = doc.lines[last]?.end ?? line.end;
  const label = head ? head[0].replace(/^\s*(?:[-*]\s+)?/u, '').replace(/\s*:\s*$/u, '') : null;
  return {
    block: { start, end, cutStart: head ? line.start : start, cutEnd: end, kind: 'code', label, lang: 'sql' },
    next: last + 1,
  };
}

// "page STRING", "user_id INT64 NOT NULL,", "price NUMERIC(10,2)": one column and its SQL type,
// as a BigQuery or database console lists a table. A type word the list names, so "Anna Smith"
// or "due DATE" in prose is no column (a prose line has more words after the type).
const COLUMN_LINE =
  /^\s*[-*]?\s*`?[A-Za-z_][\w.]*`?\s*:?\s+(?:STRING|BYTES|INT64|INT|INTEGER|SMALLINT|BIGINT|TINYINT|SERIAL|BIGSERIAL|FLOAT64|FLOAT|DOUBLE|REAL|NUMERIC|BIGNUMERIC|DECIMAL|BOOL|BOOLEAN|DATE|DATETIME|TIME|TIMESTAMP|TIMESTAMPTZ|INTERVAL|TEXT|VARCHAR|CHAR|NVARCHAR|UUID|JSONB?|GEOGRAPHY|ARRAY<[^>]*>|STRUCT<.*>|RECORD|BLOB)(?:\s*\([\d, ]+\))?(?:\s+(?:NOT NULL|NULL|PRIMARY KEY|UNIQUE|DEFAULT \S+|REQUIRED|NULLABLE|REPEATED))*\s*,?\s*(?:(?:--|#)[^\n]*)?$/iu;
// Two lines could be a sentence's luck; three columns in a row are a table.
// "- wake time", "- nap time", "- bed time" is a list of times, not columns: in lower case, a run
// is a schema only when a line shows it (a type in capitals, a snake_case name, a size, a
// constraint, a backtick, or a type no list of everyday words has).
const SCHEMA_MARK =
  /\b(?:[A-Z]{3,}\d*|\w+_\w+)\b|\(\s*\d|not null|primary key|`|\b(?:string|int64|int|integer|bigint|smallint|varchar|nvarchar|numeric|decimal|float64|float|boolean|bool|timestamp|timestamptz|datetime|uuid|jsonb?|serial|bigserial|bytes|geography)\b/u;
const MIN_COLUMNS = 3;

/**
 * "table is analytics.events" then "user_id STRING", "page STRING" one per line: the user's
 * table, pasted for the query. Read line by line, the columns became numbered instructions with
 * capitals added ("Page STRING."); they stay one block, byte for byte, next to the SQL ask.
 */
export function columnSchema(doc: Lines, i: number): Found | null {
  // Types in capitals or all in lower case, as consoles print them; "Due Date" is a title.
  const column = (k: number) => COLUMN_LINE.test(doc.line(k)) && !/\s\p{Lu}\p{Ll}/u.test(doc.line(k));
  if (!column(i)) return null;
  let last = i;
  while (last + 1 < doc.n && column(last + 1)) last++;
  if (last - i + 1 < MIN_COLUMNS) return null;
  let marked = false;
  for (let k = i; k <= last && !marked; k++) marked = SCHEMA_MARK.test(doc.line(k));
  if (!marked) return null;
  return { block: doc.block(i, last, 'code', 'sql'), next: last + 1 };
}

// "Ana: ok so we ship on the 14th?", "[10:02] Luis: fine by me". No bullets: "- Ana: shipped X"
// is a status list, and no capitals-only names: "DELIVERY: late boxes" is a category.
const CHAT_LINE =
  /^\s*(?:\[?\d{1,2}[:.]\d{2}(?::\d{2})?\]?\s+)?(\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*){0,2}):\s+\S/u;
const MIN_CHAT_LINES = 3;

/**
 * A chat or meeting transcript pasted line by line, no blank lines between the turns: three or
 * more `Name: words` lines by at least two people, one of them speaking twice. The name must not be one of the user's own
 * labels ("Tone:", "Email 1:"), which read as heads of another kind.
 */
export function chatTranscript(doc: Lines, i: number): Found | null {
  const speaker = (k: number): string | null => {
    const m = CHAT_LINE.exec(doc.line(k));
    if (!m || !/\p{Ll}/u.test(m[1] ?? '')) return null;
    return doc.head(k)?.kind === 'other' || doc.head(k) === null ? (m[1] ?? null) : null;
  };
  const first = speaker(i);
  if (first === null) return null;
  const names = new Map([[first, 1]]);
  let last = i;
  for (let k = i + 1; k < doc.n; k++) {
    const name = speaker(k);
    // A turn may run on to a second line that has no name of its own.
    if (name === null && (doc.line(k).trim() === '' || speaker(k + 1) === null)) break;
    if (name !== null) names.set(name, (names.get(name) ?? 0) + 1);
    last = k;
  }
  let turns = 0;
  for (let k = i; k <= last; k++) if (speaker(k) !== null) turns++;
  // People talk in turns, so someone speaks twice; "Formação: …", "Idiomas: …" are fields.
  const repeated = [...names.values()].some((c) => c >= 2);
  if (turns < MIN_CHAT_LINES || names.size < 2 || !repeated) return null;
  return { block: doc.block(i, last, 'text', null), next: last + 1 };
}

/** The whole text is a chat transcript ("Alex: …", "Jo: …"): people talking, never the user's ask. */
export function isChatTranscript(text: string): boolean {
  const doc = new Lines(text.trim());
  const found = chatTranscript(doc, 0);
  return found !== null && found.next >= doc.n;
}
