import { describe, expect, it } from 'vitest';
import { eachWordRun, type WordRun, wordRuns } from './word-runs';

/** What the scanner replaces: the readers' word regexes. */
const JOINED = /[\p{L}\p{N}'’-]+/gu;
const PLAIN = /[\p{L}\p{N}]+/gu;

function regexRuns(text: string, joined: boolean): [number, number][] {
  return [...text.matchAll(joined ? JOINED : PLAIN)].map((m) => [m.index, m.index + m[0].length]);
}

function scannerRuns(text: string, joined: boolean): WordRun[] {
  const out: WordRun[] = [];
  eachWordRun(text, joined, (run) => out.push({ ...run }));
  return out;
}

// A fixed pseudo-random sequence, so a failure can be replayed.
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

// Characters the requests hold: ASCII, accents, curly quotes, marks, other scripts, astral
// letters and digits, emoji, and lone surrogates (malformed text must not break the scan).
const ALPHABET = [
  ...'abcXYZ019 \t\n.,;:!?()"\'-_/’‘“”',
  'é',
  'ß',
  'Ü',
  'ñ',
  'ł',
  'ø',
  '\u0301', // combining acute: a mark, not a letter
  'д',
  'ж',
  '中',
  'ア',
  '٣', // Arabic-Indic digit
  '²', // superscript two: \p{N}
  '€',
  '–',
  '𝐀', // mathematical bold A: an astral letter
  '𝟘', // mathematical double-struck zero: an astral digit
  '😀',
  '\ud800', // lone high surrogate
  '\udc00', // lone low surrogate
];

describe('eachWordRun', () => {
  it('reads words with their offsets', () => {
    const text = 'Fix my draft, please.';
    expect(scannerRuns(text, false).map((r) => [r.start, r.end, text.slice(r.start, r.end)])).toEqual([
      [0, 3, 'Fix'],
      [4, 6, 'my'],
      [7, 12, 'draft'],
      [14, 20, 'please'],
    ]);
  });

  it('keeps accented and non-Latin words whole', () => {
    expect(wordRuns('Schreib eine Einführung für mein Café über Ärger', false)).toEqual([
      'Schreib',
      'eine',
      'Einführung',
      'für',
      'mein',
      'Café',
      'über',
      'Ärger',
    ]);
    expect(wordRuns('напиши письмо 你好 テスト', false)).toEqual(['напиши', 'письмо', '你好', 'テスト']);
  });

  it('counts an astral letter as one letter inside a word', () => {
    const text = 'a𝐀b 😀 c';
    expect(wordRuns(text, false)).toEqual(['a𝐀b', 'c']);
    expect(scannerRuns(text, false)[0]).toMatchObject({ start: 0, end: 4 });
  });

  it('joins apostrophes and hyphens only when asked, and marks the first of each', () => {
    const text = "l'article donne-moi rock’n’roll";
    expect(wordRuns(text, false)).toEqual(['l', 'article', 'donne', 'moi', 'rock', 'n', 'roll']);
    const runs = scannerRuns(text, true);
    expect(runs.map((r) => text.slice(r.start, r.end))).toEqual(["l'article", 'donne-moi', 'rock’n’roll']);
    expect(runs.map((r) => [r.hyphen, r.apostrophe])).toEqual([
      [-1, 1],
      [15, -1],
      [-1, 24],
    ]);
  });

  it('reads a bare hyphen or apostrophe as a word when joining, as the regex did', () => {
    expect(wordRuns("' - x", true)).toEqual(["'", '-', 'x']);
    expect(wordRuns("' - x", false)).toEqual(['x']);
  });

  it('splits at digits only when they are not letters or digits of any script', () => {
    expect(wordRuns('3 tips, 600-word post, x² and ٣', false)).toEqual([
      '3',
      'tips',
      '600',
      'word',
      'post',
      'x²',
      'and',
      '٣',
    ]);
  });

  it('treats combining marks and lone surrogates as gaps, like the regex', () => {
    const text = 'cafe\u0301 x\ud800y z\udc00w';
    expect(scannerRuns(text, false).map((r) => [r.start, r.end])).toEqual(regexRuns(text, false));
  });

  it('reads an empty or wordless text as no words', () => {
    expect(wordRuns('', true)).toEqual([]);
    expect(wordRuns(' ...!? ', false)).toEqual([]);
  });

  it('finds the same runs as the regexes on 3,000 random texts', () => {
    const next = random(15);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      const length = Math.floor(next() * 40);
      for (let k = 0; k < length; k++) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
      for (const joined of [false, true]) {
        const runs = scannerRuns(text, joined);
        expect(runs.map((r) => [r.start, r.end])).toEqual(regexRuns(text, joined));
        for (const r of runs) {
          const word = text.slice(r.start, r.end);
          const hyphen = joined ? word.indexOf('-') : -1;
          const straight = joined ? word.indexOf("'") : -1;
          const curly = joined ? word.indexOf('’') : -1;
          const apostrophe = straight < 0 ? curly : curly < 0 ? straight : Math.min(straight, curly);
          expect([r.hyphen, r.apostrophe]).toEqual([
            hyphen < 0 ? -1 : r.start + hyphen,
            apostrophe < 0 ? -1 : r.start + apostrophe,
          ]);
        }
      }
    }
  });
});
