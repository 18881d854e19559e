/**
 * One hand-written word scanner shared by the per-request word readers (the key-word bits of
 * `key-tokens.ts`, the phrase-list pre-test of `slot-readers/phrase-keys.ts`). Each of them used
 * to run its own `/[\p{L}\p{N}…]+/gu` over the same lines and request; a regex exec per word
 * allocates a match array per word, which was most of their cost (~2% of a 2 KB prompt's CPU).
 *
 * A word is a run of letters and digits (`\p{L}`, `\p{N}`, whole code points, so astral letters
 * count), optionally also apostrophes and hyphens. Same runs as the regexes it replaces; the
 * unit tests compare both on ASCII, accented, astral and malformed text.
 */

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Per BMP code unit: 0 not yet asked, 1 letter or digit, 2 neither. Filled on first use. */
const BMP = new Uint8Array(0x10000);

function isLetterOrDigit(point: number): boolean {
  if (point < 128) {
    return (point >= 97 && point <= 122) || (point >= 65 && point <= 90) || (point >= 48 && point <= 57);
  }
  if (point < 0x10000) {
    let known = BMP[point] ?? 0;
    if (known === 0) {
      known = LETTER_OR_DIGIT.test(String.fromCharCode(point)) ? 1 : 2;
      BMP[point] = known;
    }
    return known === 1;
  }
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point));
}

const APOSTROPHE = 39;
const CURLY_APOSTROPHE = 0x2019;
const HYPHEN = 45;

/** One word: its offsets in the text, and its first hyphen and apostrophe (-1 when none). */
export interface WordRun {
  start: number;
  /** Exclusive. */
  end: number;
  /** Offset of the first "-" in the word, or -1. Only set when the scan joins hyphens. */
  hyphen: number;
  /** Offset of the first "'" or "’" in the word, or -1. Only set when the scan joins apostrophes. */
  apostrophe: number;
}

/**
 * Calls `visit` for each word of `text`, left to right: runs of letters and digits, joined
 * across apostrophes ("'", "’") and hyphens when `joined` is true, exactly the matches of
 * `/[\p{L}\p{N}'’-]+/gu` (joined) or `/[\p{L}\p{N}]+/gu` (not joined). The run object is reused
 * between calls: copy what you keep.
 */
export function eachWordRun(
  text: string,
  joined: boolean,
  visit: (run: WordRun, text: string) => void,
): void {
  const run: WordRun = { start: 0, end: 0, hyphen: -1, apostrophe: -1 };
  const n = text.length;
  let i = 0;
  while (i < n) {
    let start = -1;
    let hyphen = -1;
    let apostrophe = -1;
    while (i < n) {
      const code = text.charCodeAt(i);
      let width = 1;
      if (joined && (code === APOSTROPHE || code === CURLY_APOSTROPHE)) {
        if (apostrophe < 0) apostrophe = i;
      } else if (joined && code === HYPHEN) {
        if (hyphen < 0) hyphen = i;
      } else {
        // A surrogate pair is one code point, as in a `u` regex; a lone surrogate is no letter.
        const point = code >= 0xd800 && code <= 0xdbff ? (text.codePointAt(i) ?? code) : code;
        if (point > 0xffff) width = 2;
        if (!isLetterOrDigit(point)) break;
      }
      if (start < 0) start = i;
      i += width;
    }
    if (start < 0) {
      i++;
      continue;
    }
    run.start = start;
    run.end = i;
    run.hyphen = hyphen;
    run.apostrophe = apostrophe;
    visit(run, text);
  }
}

/** The words of `text` as strings (see `eachWordRun`). */
export function wordRuns(text: string, joined: boolean): string[] {
  const out: string[] = [];
  eachWordRun(text, joined, (run) => out.push(text.slice(run.start, run.end)));
  return out;
}
