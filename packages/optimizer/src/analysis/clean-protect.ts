import type { Span } from './slot-readers/text';
import { isSpace } from './word-count';

/**
 * Parts of a request the cleaner never touches: what the user quoted, code, links, addresses,
 * numbers and bracketed text. Changing a letter there could change what the user meant
 * ("U2", "teh_parser.py", "https://…/u/ur").
 */
/**
 * "a !", "the ?", "add ?." : a mark named as a thing, the words running on in lower case. The
 * lookahead for the mark comes first (zero-width at the same offset, so the same matches): V8
 * then tries the lookbehind's word list only where a "!" or "?" stands, not at every offset.
 */
const CODE_MARK_NAMED =
  /(?=[!?])(?<=(?:^|\s)(?:a|an|the|this|that|one|single|extra|trailing|add|adding|use|using|put|putting|slap|slapping|with|without|of|an? extra)\s)[!?]{1,2}(?=[ \t]+[^\p{Lu}\s]|[.,;:]?$)/gu;

const PROTECTED: ReadonlyArray<readonly [RegExp, string | RegExp | null]> = [
  [/```[\s\S]*?(?:```|$)/g, '`'],
  [/`[^`\n]+`/g, '`'],
  [/(?:https?|ftp):\/\/\S+|www\.\S+/giu, null],
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '@'],
  [/(?<![\p{L}\p{N}])[@#][\p{L}\p{N}_]+/gu, '@#'],
  [/"[^"\n]*"|“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|‘[^’\n]*’/g, null],
  [/(?<![\p{L}\p{N}])'[^'\n]+'(?![\p{L}\p{N}])/gu, "'"],
  // Markdown italics and bold: how people mark a title ("*i wanna be yours*").
  [/\*{1,2}[^*\n]+\*{1,2}|(?<![\p{L}\p{N}])_[^_\n]+_(?![\p{L}\p{N}])/gu, '*_'],
  [/\([^()\n]*\)|\[[^\]\n]*\]|\{[^}]*\}|<[^>\n]*>/g, '([{<'],
  // "!" and "?" as code marks: named as a thing ("slap a ! on it", "add the ? there"), an operator
  // between two words ("a ?? b"), or stuck to a word they start ("!important", "!isReady"). French
  // spaces before its "!" and "?" ("un entretien blanc ? pose-moi…"): those end a sentence.
  [/(?<!\S)[!?]+(?=[\p{L}\p{N}_$])\S*/gu, '!?'],
  [CODE_MARK_NAMED, '!?'],
  [/(?<=[\p{L}\p{N}_$)\]] )(?:\?\?|!!)(?= [\p{L}\p{N}_$'"(])/gu, '!?'],
  // "user.email! in my component": a non-null mark on a dotted name or a call, the words running on.
  [/[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+|\(\))+!(?=[ \t]+[^\p{Lu}\s])/gu, '!'],
  // Code-like tokens: identifiers, operators, file names, dotted names.
  [/(?<!\S)[^\s_=<>{}|$\\~^*]*[_=<>{}|$\\~^*]\S*/g, '_=<>{}|$\\~^*'],
  // Needs a dot with a name character after it: prose has dots, but before a space.
  [/(?<![\p{L}\p{N}_-])[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+(?:\(\))?/gu, /\.[\p{L}\p{N}_-]/u],
  // Paths and slashed words, except the casual "w/" and "w/o".
  [/(?<![\p{L}\p{N}])(?!w\/o?(?![\p{L}\p{N}/]))[\p{L}\p{N}._~-]*\/[\p{L}\p{N}._~/-]*/giu, '/'],
  // Mixed case (iPhone, JavaScript's) and tokens with digits ("U2", "5pm", "1..10").
  [/(?<!\p{L})\p{L}*?\p{Ll}\p{Lu}\p{L}*/gu, /\p{Ll}\p{Lu}/u],
];

/**
 * Whether `text` holds what every match of a PROTECTED pattern needs (one of the characters, or
 * a match of the small regex): most requests have no "@", "/" or "camelCase", and this test is far
 * cheaper than the pattern's scan of the whole request.
 */
function mayMatch(text: string, needs: string | RegExp | null): boolean {
  if (needs === null) return true;
  if (typeof needs !== 'string') return needs.test(text);
  for (const c of needs) if (text.includes(c)) return true;
  return false;
}

/**
 * A title or name after the word that introduces it ("the song i wanna be yours", "a poem called
 * gonna fly now"): it runs to the next punctuation or linking word ("for", "by", "para"), so the
 * cleaner never turns the user's title into "I want to be yours".
 */
const TITLE =
  /(?<![\p{L}])(?:songs?|album|movie|called|titled|entitled|named|canci[oó]n|llamad[oa]|titulad[oa]|chanson|morceau|intitul[ée]e?|appel[ée]e?|titel|namens|canzone|brano|intitolat[oa]|chiamat[oa]|m[uú]sica|can[cç][aã]o|chamad[oa]|intitulad[oa])\s+((?:(?!(?:for|by|from|but|so|when|if|which|then|because|bc|cuz|coz|please|pls|plz|and then|para|por|porque|pq|porq|pour|par|f[üu]r|von|weil|per|perch[ée]|da)(?![\p{L}]))[^\s.,;:!?()\n]+(?![^\s.,;:!?()\n])[ \t]*)+)/giu;

/** Spans to keep byte for byte, sorted and merged. `casual` tokens with digits ("b4") stay free. */
export function protectedSpans(text: string, casual: ReadonlySet<string>): Span[] {
  const spans: Span[] = [];
  for (const [re, needs] of PROTECTED) {
    if (!mayMatch(text, needs)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0] === '') {
        re.lastIndex++;
        continue;
      }
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  TITLE.lastIndex = 0;
  for (let m = TITLE.exec(text); m; m = TITLE.exec(text)) {
    const title = (m[1] ?? '').trimEnd();
    const start = m.index + m[0].length - (m[1] ?? '').length;
    spans.push({ start, end: start + title.length });
  }
  // Each run of non-space characters that holds a digit (what `/(?<!\S)[^\s\d]*\d\S*/gu` matches),
  // found with one loop over char codes instead of the pattern's attempt at every offset.
  for (let i = 0; i < text.length;) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let digit = false;
    for (; i < text.length && !isSpace(text.charCodeAt(i)); i++) {
      const code = text.charCodeAt(i);
      if (code >= 48 && code <= 57) digit = true;
    }
    if (!digit) continue;
    const token = text.slice(start, i).replace(/[.,!?;:]+$/u, '');
    if (casual.has(token.toLowerCase())) continue;
    spans.push({ start, end: start + token.length });
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
