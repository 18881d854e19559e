import type { Span } from './slot-readers/text';

/**
 * Parts of a request the cleaner never touches: what the user quoted, code, links, addresses,
 * numbers and bracketed text. Changing a letter there could change what the user meant
 * ("U2", "teh_parser.py", "https://…/u/ur").
 */
const PROTECTED = [
  /```[\s\S]*?(?:```|$)/g,
  /`[^`\n]+`/g,
  /(?:https?|ftp):\/\/\S+|www\.\S+/giu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu,
  /(?<![\p{L}\p{N}])[@#][\p{L}\p{N}_]+/gu,
  /"[^"\n]*"|“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|‘[^’\n]*’/g,
  /(?<![\p{L}\p{N}])'[^'\n]+'(?![\p{L}\p{N}])/gu,
  /\([^()\n]*\)|\[[^\]\n]*\]|\{[^}]*\}|<[^>\n]*>/g,
  // Code-like tokens: identifiers, operators, file names, dotted names.
  /(?<!\S)[^\s_=<>{}|$\\~^*]*[_=<>{}|$\\~^*]\S*/g,
  /(?<![\p{L}\p{N}_-])[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+(?:\(\))?/gu,
  // Paths and slashed words, except the casual "w/" and "w/o".
  /(?<![\p{L}\p{N}])(?!w\/o?(?![\p{L}\p{N}/]))[\p{L}\p{N}._~-]*\/[\p{L}\p{N}._~/-]*/giu,
  // Mixed case (iPhone, JavaScript's) and tokens with digits ("U2", "5pm", "1..10").
  /(?<!\p{L})\p{L}*?\p{Ll}\p{Lu}\p{L}*/gu,
];

/** Spans to keep byte for byte, sorted and merged. `casual` tokens with digits ("b4") stay free. */
export function protectedSpans(text: string, casual: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  for (const re of PROTECTED) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '') {
        re.lastIndex++;
        continue;
      }
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  const digits = /(?<!\S)[^\s\d]*\d\S*/gu;
  for (let m = digits.exec(text); m; m = digits.exec(text)) {
    const token = m[0].replace(/[.,!?;:]+$/u, '');
    if (casual.has(token.toLowerCase())) continue;
    spans.push({ start: m.index, end: m.index + token.length });
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

export interface Segment {
  text: string;
  free: boolean;
}

/** The text cut into free and protected runs, in order. */
export function segments(text: string, spans: readonly Span[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start > at) out.push({ text: text.slice(at, s.start), free: true });
    out.push({ text: text.slice(s.start, s.end), free: false });
    at = s.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), free: true });
  return out;
}
