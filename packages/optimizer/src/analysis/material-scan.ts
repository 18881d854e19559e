import { type Head, readHead } from './material-heads';
import { isBlank, isFenceClose } from './material-lines';
import type { MaterialKind } from './types';

/** The prompt as lines with offsets, shared by the detectors (material-*.ts). */

// A path or file name with an extension ("docker-compose.yml", "src/app.ts", ".env").
const FILE_LABEL = /^[ \t]*[`*]*((?:[\w.-]+\/)*[\w-]*\.[A-Za-z]\w{0,9})[`*]*[ \t]*:?[ \t]*$/u;

// One side of a worked example: "Input:" / "Output:", "Q:" / "A:", "Eingabe:" / "Ausgabe:".
const EXAMPLE_SIDE =
  /^\s*[*_]*(?:(?:example|sample|expected)\s+)?(input|output|q|a|question|answer|user|assistant|before|after|eingabe|ausgabe|entrée|sortie|entrada|salida|saída|ingresso|uscita)[*_]*\s*:/iu;
/** Each side's pair: sides with the same number belong together. */
const PAIRED: Readonly<Record<string, number>> = {
  input: 1,
  output: 1,
  eingabe: 1,
  ausgabe: 1,
  entrée: 1,
  sortie: 1,
  entrada: 1,
  salida: 1,
  saída: 1,
  ingresso: 1,
  uscita: 1,
  q: 2,
  a: 2,
  question: 3,
  answer: 3,
  user: 4,
  assistant: 4,
  before: 5,
  after: 5,
};

export interface Line {
  start: number;
  /** Exclusive, before the newline. */
  end: number;
  text: string;
}

export interface Block {
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

export interface Found {
  block: Block | null;
  /** Line index where the scan resumes. */
  next: number;
}

export class Lines {
  readonly lines: Line[] = [];
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
    if (!this.heads.has(i)) this.heads.set(i, this.inExamplePair(i) ? null : readHead(this.line(i)));
    return this.heads.get(i) ?? null;
  }

  /**
   * "Input: Tom's Mug (350ml)" next to "Output: toms-mug-350ml" is one worked example of the
   * user's spec, not a paste labelled "Input": cut out, the example lost its input.
   */
  private inExamplePair(i: number): boolean {
    const side = EXAMPLE_SIDE.exec(this.line(i))?.[1]?.toLowerCase();
    if (side === undefined) return false;
    for (let k = Math.max(0, i - 3); k <= Math.min(this.n - 1, i + 3); k++) {
      const other = k === i ? undefined : EXAMPLE_SIDE.exec(this.line(k))?.[1]?.toLowerCase();
      if (other !== undefined && PAIRED[other] === PAIRED[side] && other !== side) return true;
    }
    return false;
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

  fenceEnd(i: number, fence: string): number {
    for (let j = i + 1; j < this.n; j++) if (isFenceClose(this.line(j), fence)) return j;
    return this.n;
  }

  /** Content between delimiters, without the one newline that follows the opener / precedes the closer. */
  inner(from: number, to: number): [number, number] {
    let s = from;
    let e = to;
    if (this.text.startsWith('\r\n', s)) s += 2;
    else if (this.text[s] === '\n') s++;
    if (e > s && this.text[e - 1] === '\n') e--;
    if (e > s && this.text[e - 1] === '\r') e--;
    return [s, e];
  }

  /**
   * "docker-compose.yml:" or "`src/app.ts`:" alone on the line right above a fence: the file's
   * name labels the block and is cut with it (it is a caption, not part of the request).
   */
  fileLabelAbove(i: number): { label: string; line: number } | null {
    const j = i - 1;
    const m = FILE_LABEL.exec(this.line(j));
    return m?.[1] ? { label: m[1], line: j } : null;
  }

  /** "Paper:" (or "Here is my draft:") on the line above names the block below it. */
  labelAbove(i: number): string | null {
    let j = i - 1;
    while (j >= 0 && isBlank(this.line(j))) j--;
    if (j < 0) return null;
    const h = this.head(j);
    return h?.kind === 'material' && isBlank(this.line(j).slice(h.restStart)) ? h.label : null;
  }
}
