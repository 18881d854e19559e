import {
  type Head,
  asksAssistant,
  isInstruction,
  isLeadSentence,
  isSectionName,
  mentionsEmail,
  pointsForward,
  readHead,
  sentenceStarts,
} from './material-heads';
import { classifyContent, guessCodeLang, isJson, kindForFence, looksLikeEmail } from './material-kind';
import {
  FENCE_OPEN,
  STRONG_LOG,
  delimitedCells,
  isBlank,
  isCodeContinuation,
  isCodeLine,
  isDateHeader,
  isFenceClose,
  isGreetingLine,
  isHeaderLine,
  isIndented,
  isListItem,
  isLogLine,
  isNameLine,
  isPipeRow,
  isPipeSeparator,
  isQuoteLine,
  isSignOffLine,
  isSignOffWithName,
} from './material-lines';
import type { Material, MaterialKind, MaterialSplit } from './types';

/**
 * Stage one of the analysis (issue 11): find the text the user pasted for the model to work on,
 * so it is never split into requirements and reaches the target model byte for byte. One
 * top-down pass over the lines; each detector claims a run of lines (or the rest of a line
 * after a lead-in) and the scan resumes after it, so the cost stays linear in the prompt.
 */

interface Line {
  start: number;
  /** Exclusive, before the newline. */
  end: number;
  text: string;
}

interface Block {
  /** The content, as offsets into the rough prompt. */
  start: number;
  end: number;
  /** What is cut from the request: the content plus its fences or tags. */
  cutStart: number;
  cutEnd: number;
  kind: MaterialKind;
  label: string | null;
  lang: string | null;
}

interface Found {
  block: Block | null;
  /** Line index where the scan resumes. */
  next: number;
}

const VOID_OR_INLINE_TAGS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'b',
  'i',
  'em',
  'strong',
  'u',
  'a',
]);
const HTML_TAGS = new Set([
  'html',
  'head',
  'body',
  'div',
  'span',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'form',
  'button',
  'script',
  'style',
  'nav',
  'header',
  'footer',
  'main',
  'svg',
  'template',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'label',
  'select',
  'option',
  'textarea',
  'img',
  'section',
]);
const TAG_OPEN = /^(?:[ \t]*|[^<\n]*?[:：][ \t]*)<([A-Za-z][\w.-]*)(\s[^<>\n]*)?>/u;
const MIN_NOUN_REST = 40;
const MIN_SENTENCE_LEAD_TEXT = 80;

class Scanner {
  readonly lines: Line[] = [];
  readonly blocks: Block[] = [];
  private readonly heads = new Map<number, Head | null>();
  private lastDoc: number | null = null;

  constructor(readonly text: string) {
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      const end = nl === -1 ? text.length : nl;
      // A CR before the newline is not part of the line's text (Windows line ends).
      const cr = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
      this.lines.push({ start, end: cr, text: text.slice(start, cr) });
      if (nl === -1) break;
      start = nl + 1;
    }
  }

  get n(): number {
    return this.lines.length;
  }

  line(i: number): string {
    return this.lines[i]?.text ?? '';
  }

  head(i: number): Head | null {
    if (!this.heads.has(i)) this.heads.set(i, readHead(this.line(i)));
    return this.heads.get(i) ?? null;
  }

  /** A head that changes who is talking (section, spec, material label), not a sentence. */
  isStopHead(i: number): boolean {
    const h = this.head(i);
    return h !== null && h.kind !== 'other';
  }

  /** Index of the last markdown heading or fence line (-1 when none); computed once. */
  lastDocLine(): number {
    if (this.lastDoc === null) {
      this.lastDoc = -1;
      for (let k = this.n - 1; k >= 0; k--) {
        if (/^(#{1,6}\s|\s{0,3}(```|~~~))/u.test(this.line(k))) {
          this.lastDoc = k;
          break;
        }
      }
    }
    return this.lastDoc;
  }

  lineAt(offset: number): number {
    // Binary search: blocks that end mid-text resume on the following line.
    let lo = 0;
    let hi = this.n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lines[mid]?.start ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  nextNonBlank(i: number): number {
    let j = i;
    while (j < this.n && isBlank(this.line(j))) j++;
    return j;
  }

  block(startLine: number, endLine: number, kind: MaterialKind, lang: string | null): Block {
    const start = this.lines[startLine]?.start ?? 0;
    const end = this.lines[endLine]?.end ?? this.text.length;
    return { start, end, cutStart: start, cutEnd: end, kind, label: null, lang };
  }

  run(): void {
    let shape = false;
    let i = 0;
    while (i < this.n) {
      const t = this.line(i);
      if (isBlank(t)) {
        i++;
        continue;
      }
      const head = this.head(i);
      if (head && head.kind !== 'other') shape = head.kind === 'shape' && isBlank(t.slice(head.restStart));
      else if (shape) {
        // The body of "Output format:" or "Examples:" is the user's spec, fences included.
        const fence = FENCE_OPEN.exec(t);
        i = fence ? this.fenceEnd(i, fence[2] ?? '```') + 1 : i + 1;
        continue;
      }
      const found = this.structural(i, head);
      if (found) {
        if (found.block) this.blocks.push(found.block);
        i = Math.max(found.next, i + 1);
        continue;
      }
      if (head?.kind === 'material') {
        i = this.afterLead(i, head);
        continue;
      }
      i = this.afterSentenceLead(i) ?? i + 1;
    }
  }

  /** Detectors that recognise material by its shape, in priority order. */
  private structural(i: number, head: Head | null): Found | null {
    const fenced = this.fence(i);
    if (fenced) return fenced;
    const delimited = this.tagged(i, head) ?? this.tripleQuoted(i, head) ?? this.log(i);
    if (delimited) return delimited;
    if (head && head.kind !== 'other' && head.kind !== 'material') return null;
    if (head?.kind === 'material') {
      // "Data: {...}" on one line: the JSON after the colon.
      return this.json(i, (this.lines[i]?.start ?? 0) + head.restStart, head.label);
    }
    return (
      this.emailWithHeaders(i) ??
      this.json(i, this.lines[i]?.start ?? 0, null) ??
      this.pipeTable(i) ??
      this.delimited(i) ??
      this.quoted(i) ??
      this.indented(i) ??
      this.greetingEmail(i) ??
      this.looseCode(i)
    );
  }

  // --- delimited blocks -----------------------------------------------------------------------

  private fenceEnd(i: number, fence: string): number {
    for (let j = i + 1; j < this.n; j++) if (isFenceClose(this.line(j), fence)) return j;
    return this.n;
  }

  private fence(i: number): Found | null {
    const m = FENCE_OPEN.exec(this.line(i));
    if (!m) return null;
    const close = this.fenceEnd(i, m[2] ?? '```');
    const first = this.lines[i + 1];
    const last = this.lines[close - 1];
    if (close === i + 1 || !first || !last) return { block: null, next: close + 1 };
    const content = this.text.slice(first.start, last.end);
    if (content.trim() === '') return { block: null, next: close + 1 };
    const lang = (m[3] ?? '').trim().split(/\s+/u)[0] || null;
    const cutEnd = close < this.n ? (this.lines[close]?.end ?? this.text.length) : this.text.length;
    const kind = kindForFence(lang, content);
    return {
      block: {
        start: first.start,
        end: last.end,
        cutStart: this.lines[i]?.start ?? 0,
        cutEnd,
        kind,
        label: this.labelAbove(i),
        lang: lang ?? (kind === 'code' ? guessCodeLang(content) : null),
      },
      next: close + 1,
    };
  }

  /** "Paper:" (or "Here is my draft:") on the line above names the block below it. */
  private labelAbove(i: number): string | null {
    let j = i - 1;
    while (j >= 0 && isBlank(this.line(j))) j--;
    if (j < 0) return null;
    const h = this.head(j);
    return h?.kind === 'material' && isBlank(this.line(j).slice(h.restStart)) ? h.label : null;
  }

  /** Content between delimiters, without the one newline that follows the opener / precedes the closer. */
  private inner(from: number, to: number): [number, number] {
    let s = from;
    let e = to;
    if (this.text.startsWith('\r\n', s)) s += 2;
    else if (this.text[s] === '\n') s++;
    if (e > s && this.text[e - 1] === '\n') e--;
    if (e > s && this.text[e - 1] === '\r') e--;
    return [s, e];
  }

  private tagged(i: number, head: Head | null): Found | null {
    const line = this.lines[i];
    if (!line) return null;
    const m = TAG_OPEN.exec(line.text);
    if (!m) return null;
    const name = m[1] ?? '';
    // <instructions>, <context>, <output_format>: the user's own prompt sections, not a paste.
    if (VOID_OR_INLINE_TAGS.has(name.toLowerCase()) || isSectionName(name.replace(/[_-]/gu, ' ')))
      return null;
    const openEnd = line.start + m[0].length;
    const closeTag = `</${name}>`;
    const closeStart = this.text.indexOf(closeTag, openEnd);
    if (closeStart === -1) return null;
    const closeEnd = closeStart + closeTag.length;
    const openStart = openEnd - m[0].length + m[0].lastIndexOf('<');
    const next = this.lineAt(closeEnd) + 1;
    const label = head?.kind === 'material' && head.label !== null ? head.label : null;
    if (HTML_TAGS.has(name.toLowerCase()) && name !== 'section') {
      return {
        block: {
          start: openStart,
          end: closeEnd,
          cutStart: openStart,
          cutEnd: closeEnd,
          kind: 'code',
          label,
          lang: 'html',
        },
        next,
      };
    }
    const [s, e] = this.inner(openEnd, closeStart);
    const content = this.text.slice(s, e);
    if (content.trim() === '') return { block: null, next };
    // An XML document (root with attributes around elements) is kept whole.
    if (
      m[2] !== undefined &&
      /^\s*</u.test(content) &&
      !/^\s*(index|id|name|source|title)=/u.test(m[2].trim())
    ) {
      return {
        block: {
          start: openStart,
          end: closeEnd,
          cutStart: openStart,
          cutEnd: closeEnd,
          kind: 'xml',
          label,
          lang: 'xml',
        },
        next,
      };
    }
    const { kind, lang } = /^\s*</u.test(content)
      ? { kind: 'xml' as const, lang: 'xml' }
      : classifyContent(content);
    return {
      block: { start: s, end: e, cutStart: openStart, cutEnd: closeEnd, kind, label: label ?? name, lang },
      next,
    };
  }

  private tripleQuoted(i: number, head: Head | null): Found | null {
    const line = this.lines[i];
    // An indented """ is a Python docstring, not a delimiter the user typed.
    if (!line || /^\s/u.test(line.text)) return null;
    const k = line.text.search(/"""|'''/u);
    if (k === -1) return null;
    const quote = line.text.slice(k, k + 3);
    const open = line.start + k;
    const close = this.text.indexOf(quote, open + 3);
    if (close === -1) return null;
    const [s, e] = this.inner(open + 3, close);
    const next = this.lineAt(close + 3) + 1;
    if (this.text.slice(s, e).trim() === '') return { block: null, next };
    const label = head?.kind === 'material' ? head.label : k === 0 ? this.labelAbove(i) : null;
    const { kind, lang } = classifyContent(this.text.slice(s, e));
    return { block: { start: s, end: e, cutStart: open, cutEnd: close + 3, kind, label, lang }, next };
  }

  // --- shaped blocks --------------------------------------------------------------------------

  private json(i: number, from: number, label: string | null): Found | null {
    let at = from;
    while (at < this.text.length && (this.text[at] === ' ' || this.text[at] === '\t')) at++;
    const ch = this.text[at];
    if (ch !== '{' && ch !== '[') return null;
    const end = jsonEnd(this.text, at);
    if (end === -1) return null;
    const lastLine = this.lineAt(end - 1);
    const after = this.text.slice(end, this.lines[lastLine]?.end ?? end);
    if (!/^[\s,;]*$/u.test(after)) return null;
    if (!isJson(this.text.slice(at, end))) return null;
    return {
      block: { start: at, end, cutStart: at, cutEnd: end, kind: 'json', label, lang: 'json' },
      next: lastLine + 1,
    };
  }

  private emailWithHeaders(i: number): Found | null {
    let j = i;
    let real = 0;
    while (j < this.n && isHeaderLine(this.line(j))) {
      if (!isDateHeader(this.line(j))) real++;
      j++;
    }
    if (j - i < 2 || real < 1) return null;
    // "To: all staff / From: the CEO / Write a memo about…" describes an email to write.
    const body = this.nextNonBlank(j);
    if (body < this.n && isInstruction(this.line(body), true)) return null;
    const last = this.emailBodyEnd(j, i);
    return { block: this.block(i, last, 'email', null), next: last + 1 };
  }

  /** Last line of an email body that starts at line `from` (headers, if any, end before it). */
  private emailBodyEnd(from: number, last0: number): number {
    let last = from - 1 < last0 ? last0 : from - 1;
    let sawBlank = false;
    for (let i = from; i < this.n; i++) {
      const t = this.line(i);
      if (isBlank(t)) {
        sawBlank = true;
        continue;
      }
      if (i > from && isHeaderLine(t) && isHeaderLine(this.line(i + 1))) break;
      if (!isHeaderLine(t) && this.isStopHead(i)) break;
      if (FENCE_OPEN.test(t)) break;
      if (sawBlank && isInstruction(t, true)) break;
      if (isSignOffWithName(t)) return i;
      if (isSignOffLine(t)) return this.signatureEnd(i);
      last = i;
      sawBlank = false;
    }
    return last;
  }

  /** The name, title and company lines right under a sign-off. */
  private signatureEnd(signOff: number): number {
    let last = signOff;
    for (let k = signOff + 1; k < this.n && k <= signOff + 4; k++) {
      const t = this.line(k);
      if (isBlank(t) || !isNameLine(t) || isInstruction(t, true) || this.isStopHead(k)) break;
      last = k;
    }
    return last;
  }

  private greetingEmail(i: number): Found | null {
    if (!isGreetingLine(this.line(i))) return null;
    let sawBlank = false;
    for (let k = i + 1; k < this.n && k <= i + 120; k++) {
      const t = this.line(k);
      if (isBlank(t)) {
        sawBlank = true;
        continue;
      }
      if (this.isStopHead(k) || FENCE_OPEN.test(t)) return null;
      if (sawBlank && isInstruction(t, true)) return null;
      if (isHeaderLine(t) && isHeaderLine(this.line(k + 1))) return null;
      if (isSignOffWithName(t)) return this.letterTo(i, k);
      if (isSignOffLine(t)) {
        const end = this.signatureEnd(k);
        // A sign-off with no name under it is the user thanking the assistant, not an email.
        if (end === k) return null;
        return this.letterTo(i, end);
      }
      sawBlank = false;
    }
    return null;
  }

  /**
   * A greeting-to-signature letter, unless it is the whole prompt and asks the assistant for
   * something: "Hi, can you help me plan a trip? Thanks, Tom" is written to us.
   */
  private letterTo(i: number, end: number): Found | null {
    const whole = this.nextNonBlank(0) === i && this.nextNonBlank(end + 1) >= this.n;
    if (whole) {
      for (let k = i + 1; k < end; k++) if (asksAssistant(this.line(k))) return null;
    }
    return { block: this.block(i, end, 'email', null), next: end + 1 };
  }

  private log(i: number): Found | null {
    const first = this.line(i);
    if (!isLogLine(first)) return null;
    let last = i;
    for (let k = i + 1; k < this.n; k++) {
      const t = this.line(k);
      if (isLogLine(t) || (/^\s+\S/u.test(t) && !isBlank(t))) last = k;
      else if (isBlank(t) && isLogLine(this.line(k + 1))) continue;
      else break;
    }
    if (last === i && !STRONG_LOG.test(first)) return null;
    return { block: this.block(i, last, 'log', null), next: last + 1 };
  }

  private pipeTable(i: number): Found | null {
    const t = this.line(i);
    const framed = isPipeRow(t) && isPipeRow(this.line(i + 1));
    const bare = t.includes('|') && isPipeSeparator(this.line(i + 1));
    if (!framed && !bare) return null;
    let last = i + 1;
    while (last + 1 < this.n && this.line(last + 1).includes('|') && !isBlank(this.line(last + 1))) last++;
    return { block: this.block(i, last, 'table', null), next: last + 1 };
  }

  private delimited(i: number): Found | null {
    for (const sep of ['\t', ',', ';'] as const) {
      const cells = delimitedCells(this.line(i), sep);
      if (cells < (sep === ';' ? 2 : 1)) continue;
      let last = i;
      while (
        last + 1 < this.n &&
        delimitedCells(this.line(last + 1), sep) === cells &&
        !this.isStopHead(last + 1)
      )
        last++;
      const rows = last - i + 1;
      if ((rows >= 3 || (rows === 2 && cells >= 2)) && (sep === '\t' || this.looksLikeData(i, last, sep))) {
        return { block: this.block(i, last, 'table', sep === '\t' ? 'tsv' : 'csv'), next: last + 1 };
      }
    }
    return null;
  }

  /**
   * Comma rows that are data, not a list of clauses ("Make it rhyme, keep it short, and fun"):
   * a number, date or address somewhere, or no space after the separators, or one- or two-word
   * cells over at least three rows.
   */
  private looksLikeData(first: number, last: number, sep: ',' | ';'): boolean {
    let spaced = false;
    let short = true;
    for (let k = first; k <= last; k++) {
      const row = this.line(k);
      if (/[\d@]/u.test(row)) return true;
      if (row.includes(`${sep} `)) spaced = true;
      if (row.split(sep).some((cell) => cell.trim().split(/\s+/u).length > 2)) short = false;
    }
    return !spaced || (short && last - first >= 2);
  }

  private quoted(i: number): Found | null {
    if (!isQuoteLine(this.line(i))) return null;
    let last = i;
    while (last + 1 < this.n && isQuoteLine(this.line(last + 1))) last++;
    const block = this.block(i, last, 'text', null);
    const unquoted = this.text
      .slice(block.start, block.end)
      .split('\n')
      .map((l) => l.replace(/^ {0,3}> ?/u, ''))
      .join('\n');
    if (last === i && unquoted.trim().length < 20) return null;
    const kind = classifyContent(unquoted).kind;
    block.kind = kind === 'list' ? 'text' : kind;
    return { block, next: last + 1 };
  }

  private indented(i: number): Found | null {
    const t = this.line(i);
    if (!isIndented(t) || isListItem(t)) return null;
    // Indentation under a list item or a code line continues it; it is not a block of its own.
    let p = i - 1;
    while (p >= 0 && isBlank(this.line(p))) p--;
    // As in markdown, an indented block never interrupts a paragraph: "Plan:\n    week 1: …"
    // is the user's own outline. It follows a blank line, the start, or a material label.
    const afterLabel = p >= 0 && this.head(p)?.kind === 'material';
    if (p >= 0 && p === i - 1 && !afterLabel) return null;
    if (p >= 0 && (isListItem(this.line(p)) || isCodeLine(this.line(p)) || isIndented(this.line(p))))
      return null;
    let last = i;
    let count = 1;
    for (let k = i + 1; k < this.n; k++) {
      const l = this.line(k);
      if (isIndented(l)) {
        last = k;
        count++;
      } else if (!isBlank(l) || !isIndented(this.line(k + 1))) break;
    }
    if (count < 2) return null;
    const block = this.block(i, last, 'text', null);
    const { kind, lang } = classifyContent(this.text.slice(block.start, block.end));
    block.kind = kind;
    block.lang = lang;
    return { block, next: last + 1 };
  }

  private looseCode(i: number): Found | null {
    if (!isCodeLine(this.line(i)) || isListItem(this.line(i))) return null;
    let last = i;
    let code = 1;
    for (let k = i + 1; k < this.n; k++) {
      const l = this.line(k);
      if (isBlank(l)) {
        if (isCodeContinuation(this.line(this.nextNonBlank(k)))) continue;
        break;
      }
      if (!isCodeContinuation(l) || this.isStopHead(k)) break;
      if (isCodeLine(l)) code++;
      last = k;
    }
    if (last === i || code < 2) return null;
    const block = this.block(i, last, 'code', null);
    block.lang = guessCodeLang(this.text.slice(block.start, block.end));
    return { block, next: last + 1 };
  }

  // --- lead-ins -------------------------------------------------------------------------------

  /** After `Paper:` / `Here is my draft:` / `Summarize this: <text>`; returns where to resume. */
  private afterLead(i: number, head: Head): number {
    const line = this.lines[i];
    if (!line) return i + 1;
    const rest = line.text.slice(head.restStart);
    if (!isBlank(rest)) {
      const restStart = line.start + head.restStart;
      // A noun label with a short value is a field ("Email: tom@acme.com"), not a paste.
      if (head.nounLabel && !head.textNoun && rest.trim().length < MIN_NOUN_REST) return i + 1;
      if (isInstruction(rest, true)) return i + 1;
      return this.push(this.collect(i, restStart, head.label, line.text.slice(0, head.restStart)));
    }
    const j = this.nextNonBlank(i + 1);
    if (j >= this.n || this.isStopHead(j) || isInstruction(this.line(j), true)) return i + 1;
    const found = this.structural(j, this.head(j));
    if (found) {
      if (found.block) {
        found.block.label = head.label ?? found.block.label;
        found.block.kind = emailByName(found.block.kind, line.text);
        this.blocks.push(found.block);
      }
      return Math.max(found.next, j + 1);
    }
    return this.push(this.collect(j, this.lines[j]?.start ?? 0, head.label, line.text));
  }

  /**
   * Prose material from `startOffset` on line `j`: it runs on across blank lines until the
   * user's own words resume (a section or label line, or an instruction), fences inside it
   * included (a README keeps its code samples).
   */
  private collect(j: number, startOffset: number, label: string | null, lead: string): Found {
    let last = j;
    let sawBlank = false;
    // A markdown document (a README) keeps its own headings, "## Examples" included.
    const markdownDoc = /^#{1,6}\s/u.test(this.text.slice(startOffset, this.lines[j]?.end ?? startOffset));
    let k = j + 1;
    while (k < this.n) {
      const t = this.line(k);
      if (isBlank(t)) {
        sawBlank = true;
        k++;
        continue;
      }
      const fence = FENCE_OPEN.exec(t);
      if (fence) {
        last = Math.min(this.fenceEnd(k, fence[2] ?? '```'), this.n - 1);
        k = last + 1;
        sawBlank = false;
        continue;
      }
      if (this.isStopHead(k) && !(markdownDoc && /^#{1,6}\s/u.test(t) && this.head(k)?.kind !== 'material'))
        break;
      // A lone "Thanks!" closing the prompt is said to the assistant.
      if (sawBlank && isSignOffLine(t) && this.nextNonBlank(k + 1) >= this.n) break;
      const firstSentence = t.slice(0, sentenceStarts(t)[1] ?? t.length);
      // A README's "Parse a file with…" reads like an order; the document going on after it
      // (another heading or fence) says it is still the README.
      const docGoesOn = markdownDoc && this.lastDocLine() > k;
      if (isInstruction(firstSentence, sawBlank && !docGoesOn)) break;
      if (sawBlank && isHeaderLine(t) && isHeaderLine(this.line(k + 1))) break;
      last = k;
      sawBlank = false;
      k++;
    }
    const lastLine = this.lines[last];
    if (!lastLine) return { block: null, next: k };
    const end = trimTail(lastLine, last === j ? startOffset : lastLine.start);
    const content = this.text.slice(startOffset, end);
    if (content.trim() === '') return { block: null, next: last + 1 };
    const indent = content.length - content.trimStart().length;
    const { kind, lang } = classifyContent(content);
    const block: Block = {
      start: startOffset + indent,
      end,
      cutStart: startOffset + indent,
      cutEnd: end,
      kind: looksLikeEmail(content.split('\n')) ? 'email' : emailByName(kind, lead),
      label,
      lang,
    };
    return { block, next: last + 1 };
  }

  private push(found: Found): number {
    if (found.block) this.blocks.push(found.block);
    return found.next;
  }

  /**
   * "Can you proofread this?" followed by a paragraph: the paragraph is the text, even with no
   * colon. Only a substantial paragraph counts, so "Focus on the numbers." stays an instruction.
   */
  private afterSentenceLead(i: number): number | null {
    if (!isLeadSentence(this.line(i))) return null;
    const j = this.nextNonBlank(i + 1);
    if (j >= this.n || this.isStopHead(j) || isInstruction(this.line(j), true)) return null;
    if (this.structural(j, this.head(j))) return null;
    const lead = this.line(i);
    const found = this.collect(j, this.lines[j]?.start ?? 0, null, lead);
    const b = found.block;
    if (!b) return null;
    const content = this.text.slice(b.start, b.end);
    const short = content.length < MIN_SENTENCE_LEAD_TEXT && !content.trim().includes('\n');
    if (short && !pointsForward(lead)) return null;
    return this.push(found);
  }
}

/** Plain text the user called an email ("Correo 1:", "the email below") is an email. */
function emailByName(kind: MaterialKind, lead: string): MaterialKind {
  return kind === 'text' && mentionsEmail(lead) ? 'email' : kind;
}

/**
 * End offset of a material's last line, without trailing instructions that point back at it
 * ("…end of article. Now summarize it in 3 bullets") and without trailing spaces.
 */
function trimTail(line: Line, minOffset: number): number {
  const rel = minOffset - line.start;
  const starts = sentenceStarts(line.text).filter((s) => s > rel);
  let cut = line.text.length;
  for (let s = starts.length - 1; s >= 0; s--) {
    const from = starts[s] ?? cut;
    if (!isInstruction(line.text.slice(from, cut), false)) break;
    cut = from;
  }
  return line.start + line.text.slice(0, cut).trimEnd().length;
}

/** End (exclusive) of the bracketed value starting at `from`, strings respected; -1 if unbalanced. */
function jsonEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let k = from; k < text.length; k++) {
    const c = text[k];
    if (inString) {
      if (c === '\\') k++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return k + 1;
    }
  }
  return -1;
}

/** The request: the rough prompt with each block cut out, blank runs collapsed, seams tidied. */
function requestWithout(text: string, blocks: readonly Block[]): string {
  let out = '';
  let pos = 0;
  for (const b of blocks) {
    out = joinSeam(out, text.slice(pos, b.cutStart));
    pos = b.cutEnd;
    // A block that filled whole lines takes its line break with it: no blank line is left.
    const wholeLines = b.cutStart === 0 || text[b.cutStart - 1] === '\n';
    if (wholeLines && text.startsWith('\r\n', pos)) pos += 2;
    else if (wholeLines && text[pos] === '\n') pos++;
  }
  out = joinSeam(out, text.slice(pos));
  return out
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

function joinSeam(left: string, right: string): string {
  // A cut that ended mid-line leaves the rest of the line: no leading space on it.
  if (left === '' || left.endsWith('\n')) return left + right.replace(/^[ \t]+/u, '');
  if (/[ \t]$/u.test(left) && /^[ \t]/u.test(right)) return left + right.replace(/^[ \t]+/u, '');
  return left + right;
}

export function splitMaterial(rough: string): MaterialSplit {
  const scanner = new Scanner(rough);
  scanner.run();
  const blocks = [...scanner.blocks].sort((a, b) => a.cutStart - b.cutStart);
  // Detectors never claim the same lines twice, but a defensive pass keeps the invariant.
  const kept: Block[] = [];
  for (const b of blocks) {
    const prev = kept[kept.length - 1];
    if (b.end <= b.start || (prev && b.cutStart < prev.cutEnd)) continue;
    kept.push(b);
  }
  const material: Material[] = kept.map((b) => ({
    kind: b.kind,
    label: b.label,
    lang: b.lang,
    content: rough.slice(b.start, b.end),
  }));
  return { request: requestWithout(rough, kept), material };
}
