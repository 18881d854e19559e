import { isSectionTagLine } from './material-heads';
import { classifyContent, guessCodeLang, isYaml, YAML_LINE } from './material-kind';
import {
  delimitedCells,
  isBlank,
  isCodeContinuation,
  isCodeLine,
  isCronEntry,
  isFileOpener,
  isJsxOrArrow,
  isStrongCodeLine,
  isIndented,
  isListItem,
  isLogBanner,
  isLogContinuation,
  isLogLine,
  isStrongLog,
  isPipeRow,
  isPipeSeparator,
  isQuoteLine,
} from './material-lines';
import { isShellCommandLine } from './shell-line';
import type { Found, Lines } from './material-scan';

/** Material recognised by the shape of its lines: logs, tables, quotes, indentation, code. */

/** "-----…" as wide as a terminal: IPython's rule over a traceback, never a markdown break. */
const LONG_RULE = /^-{20,}\s*$/u;

export function log(doc: Lines, i: number): Found | null {
  const first = doc.line(i);
  if (!isLogLine(first)) return null;
  let last = i;
  for (let k = i + 1; k < doc.n; k++) {
    const t = doc.line(k);
    if (isLogLine(t) || isLogContinuation(t) || (/^\s+\S/u.test(t) && !isBlank(t))) last = k;
    else if (isBlank(t) && (isLogLine(doc.line(k + 1)) || isLogContinuation(doc.line(k + 1)))) continue;
    else break;
  }
  if (last === i && !isStrongLog(first)) return null;
  // Banners right above and below ("==== build 4821 ====") belong to the log the tool printed.
  let top = i;
  while (top > 0 && isLogBanner(doc.line(top - 1))) top--;
  // IPython rules its traceback off with a line of dashes straight above the exception's name.
  if (top > 0 && LONG_RULE.test(doc.line(top - 1))) top--;
  while (last + 1 < doc.n && isLogBanner(doc.line(last + 1))) last++;
  return { block: doc.block(top, last, 'log', null), next: last + 1 };
}

export function pipeTable(doc: Lines, i: number): Found | null {
  const t = doc.line(i);
  const framed = isPipeRow(t) && isPipeRow(doc.line(i + 1));
  const bare = t.includes('|') && isPipeSeparator(doc.line(i + 1));
  if (!framed && !bare) return null;
  let last = i + 1;
  while (last + 1 < doc.n && doc.line(last + 1).includes('|') && !isBlank(doc.line(last + 1))) last++;
  return { block: doc.block(i, last, 'table', null), next: last + 1 };
}

export function delimited(doc: Lines, i: number): Found | null {
  for (const sep of ['\t', ',', ';'] as const) {
    const cells = delimitedCells(doc.line(i), sep);
    if (cells < (sep === ';' ? 2 : 1)) continue;
    let last = i;
    while (last + 1 < doc.n && delimitedCells(doc.line(last + 1), sep) === cells && !doc.isStopHead(last + 1))
      last++;
    const rows = last - i + 1;
    if ((rows >= 3 || (rows === 2 && cells >= 2)) && (sep === '\t' || looksLikeData(doc, i, last, sep))) {
      return { block: doc.block(i, last, 'table', sep === '\t' ? 'tsv' : 'csv'), next: last + 1 };
    }
  }
  return null;
}

/**
 * Comma rows that are data, not a list of clauses ("Make it rhyme, keep it short, and fun"):
 * a number, date or address somewhere, or no space after the separators, or one- or two-word
 * cells over at least three rows.
 */
function looksLikeData(doc: Lines, first: number, last: number, sep: ',' | ';'): boolean {
  let spaced = false;
  let short = true;
  for (let k = first; k <= last; k++) {
    const row = doc.line(k);
    if (/[\d@]/u.test(row)) return true;
    if (row.includes(`${sep} `)) spaced = true;
    if (row.split(sep).some((cell) => cell.trim().split(/\s+/u).length > 2)) short = false;
  }
  return !spaced || (short && last - first >= 2);
}

export function quoted(doc: Lines, i: number): Found | null {
  if (!isQuoteLine(doc.line(i))) return null;
  let last = i;
  while (last + 1 < doc.n && isQuoteLine(doc.line(last + 1))) last++;
  const block = doc.block(i, last, 'text', null);
  const unquoted = doc.text
    .slice(block.start, block.end)
    .split('\n')
    .map((l) => l.replace(/^ {0,3}> ?/u, ''))
    .join('\n');
  if (last === i && unquoted.trim().length < 20) return null;
  const kind = classifyContent(unquoted).kind;
  block.kind = kind === 'list' ? 'text' : kind;
  return { block, next: last + 1 };
}

/**
 * A YAML file pasted after the ask (a CI workflow, a docker-compose file): claimed whole, its
 * "- uses: …" items included, from a line that starts a paragraph. Read line by line, its list
 * items became the user's instructions and the file lost its steps.
 */
export function yamlBlock(doc: Lines, i: number): Found | null {
  if (i > 0 && !isBlank(doc.line(i - 1))) return null;
  if (/^\s/u.test(doc.line(i)) || !YAML_LINE.test(doc.line(i))) return null;
  let last = i;
  for (let k = i + 1; k < doc.n; k++) {
    const l = doc.line(k);
    if (isBlank(l)) {
      // A blank line inside the file is followed by more of it, indented or a top-level key.
      const next = doc.nextNonBlank(k);
      if (next < doc.n && YAML_LINE.test(doc.line(next)) && /^(?:\s|[\w.-]+:\s*$)/u.test(doc.line(next)))
        continue;
      break;
    }
    if (!YAML_LINE.test(l)) break;
    last = k;
  }
  const lines = doc.text
    .slice(doc.lines[i]?.start ?? 0, doc.lines[last]?.end ?? 0)
    .split('\n')
    .filter((l) => !isBlank(l));
  if (!isYaml(lines)) return null;
  return { block: doc.block(i, last, 'code', 'yaml'), next: last + 1 };
}

export function indented(doc: Lines, i: number): Found | null {
  const t = doc.line(i);
  if (!isIndented(t) || isListItem(t)) return null;
  // Indentation under a list item or a code line continues it; it is not a block of its own.
  let p = i - 1;
  while (p >= 0 && isBlank(doc.line(p))) p--;
  // As in markdown, an indented block never interrupts a paragraph: "Plan:\n    week 1: …"
  // is the user's own outline. It follows a blank line, the start, or a material label.
  const afterLabel = p >= 0 && doc.head(p)?.kind === 'material';
  if (p >= 0 && p === i - 1 && !afterLabel) return null;
  if (p >= 0 && (isListItem(doc.line(p)) || isCodeLine(doc.line(p)) || isIndented(doc.line(p)))) return null;
  let last = i;
  let count = 1;
  for (let k = i + 1; k < doc.n; k++) {
    const l = doc.line(k);
    if (isIndented(l)) {
      last = k;
      count++;
    } else if (!isBlank(l) || !isIndented(doc.line(k + 1))) break;
  }
  if (count < 2) return null;
  const block = doc.block(i, last, 'text', null);
  const { kind, lang } = classifyContent(doc.text.slice(block.start, block.end));
  block.kind = kind;
  block.lang = lang;
  return { block, next: last + 1 };
}

/**
 * "// IsValid reports whether…" or "/** … *\/" right above a function (no blank line between)
 * is its doc comment: the code block starts at the comment, so the comment is never read as
 * the user's words. Returns the first code line under the comment run, or null.
 */
function codeUnderComment(doc: Lines, i: number): number | null {
  const comment = (line: string) => DOC_COMMENT.test(line) && !isCronEntry(line);
  if (!comment(doc.line(i))) return null;
  let k = i;
  while (k < doc.n && comment(doc.line(k))) k++;
  if (k >= doc.n || !isStrongCodeLine(doc.line(k))) return null;
  // "# HTML" above a tag is a markdown heading naming a section; "#" comments only sit on
  // Python, Ruby or shell definitions.
  if (/^\s*#/u.test(doc.line(i)) && !HASH_COMMENTED.test(doc.line(k))) return null;
  return k;
}
const DOC_COMMENT = /^\s*(\/\/|\/\*|\*\/|\* |\*$|# (?!#))/u;
const HASH_COMMENTED = /^\s*(?:def |async def |class \w|@\w|import |from \S+ import)/u;

export function looseCode(doc: Lines, i: number): Found | null {
  const commentEnd = codeUnderComment(doc, i);
  if (commentEnd !== null) {
    const found = looseCode(doc, commentEnd);
    if (!found?.block) return found;
    const block = doc.block(i, doc.lineAt(found.block.end), 'code', found.block.lang);
    return { block, next: found.next };
  }
  if (!isCodeLine(doc.line(i)) || isListItem(doc.line(i)) || isSectionTagLine(doc.line(i))) return null;
  // "#!/bin/bash" over "set -e": a file's first line vouches for the lines right under it, which
  // read as words alone ("set -e" became an instruction, cut out of the script).
  let opened = isFileOpener(doc.line(i));
  let last = i;
  let code = 1;
  for (let k = i + 1; k < doc.n; k++) {
    const l = doc.line(k);
    if (isBlank(l)) {
      opened = false;
      if (isCodeContinuation(doc.line(doc.nextNonBlank(k)))) continue;
      break;
    }
    if (!opened && (!isCodeContinuation(l) || doc.isStopHead(k) || isSectionTagLine(l))) break;
    if (isCodeLine(l) || opened) code++;
    last = k;
  }
  // "function total(items) { … return sum }" pasted on one line, in a paragraph of its own.
  const oneLiner =
    last === i &&
    (isStrongCodeLine(doc.line(i)) || isJsxOrArrow(doc.line(i))) &&
    /[{};]/u.test(doc.line(i)) &&
    doc.line(i).trim().length >= 25 &&
    i > 0 &&
    isBlank(doc.line(i - 1)) &&
    (i + 1 >= doc.n || isBlank(doc.line(i + 1)));
  // "git rebase -i HEAD~3" on a line of its own, above or below the question about it.
  const command = last === i && doc.n > 1 && isShellCommandLine(doc.line(i));
  if (!oneLiner && !command && (last === i || code < 2)) return null;
  const block = doc.block(i, last, 'code', null);
  block.lang = guessCodeLang(doc.text.slice(block.start, block.end));
  return { block, next: last + 1 };
}
