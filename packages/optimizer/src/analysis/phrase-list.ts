/** One match of a phrase list in a text. */
export interface PhraseMatch {
  index: number;
  text: string;
}

const LETTER = '[\\p{L}\\p{N}]';
const BEFORE = `(?<!${LETTER})`;
const AFTER = `(?!${LETTER})`;
// Below this length a plain regex scan is as fast as the word index and needs no tokens.
const SHORT = 160;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The phrase syntax of the word lists as a regex source: a space matches spaces, hyphens or ";"
 * ("cover-letter", "tl;dr"), `(x)` is optional, a trailing `*` matches the rest of the word.
 */
export function phraseSource(phrase: string): string {
  let out = '';
  for (const ch of phrase) {
    if (ch === ' ') out += '[\\s\\-;]+';
    else if (ch === '(') out += '(?:';
    else if (ch === ')') out += ')?';
    else if (ch === '*') out += '\\p{L}*';
    else out += ch.replace(/[.+?^${}|[\]\\]/g, '\\$&');
  }
  return out;
}

/** Longer phrases first, so "make it sound" wins over "make" at the same position. */
export function alternation(phrases: readonly string[]): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map(phraseSource)
    .join('|');
}

interface Word {
  start: number;
  word: string;
}

// The words of the last long text: every list scanning the same request reuses them.
let lastText: string | null = null;
let lastWords: Word[] = [];

function wordsOf(text: string): Word[] {
  if (text === lastText) return lastWords;
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) words.push({ start: m.index, word: m[0] });
  lastText = text;
  lastWords = words;
  return words;
}

/**
 * A word list compiled once. Whole requests (up to a few KB) are scanned through a word index:
 * the full alternation is tried only where a word that can start one of the phrases begins, which
 * keeps a 2 KB request well under a tenth of a millisecond per list whatever the list's size.
 */
interface Compiled {
  scanAll: RegExp;
  first: RegExp;
  sticky: RegExp;
  heads: Set<string>;
  irregular: RegExp | null;
}

function compile(phrases: readonly string[]): Compiled {
  const alt = phrases.length ? alternation(phrases) : '(?!)';
  // A phrase whose first word is plain letters is found through the index; the rest ("email(s)",
  // "summari*") by a small regex of their own.
  const heads = new Set<string>();
  const odd: string[] = [];
  for (const p of phrases) {
    // Words split at apostrophes too, so the head of "what's" is "what" and "l'image" holds "image".
    const head = /^[\p{L}\p{N}]+(?=[\s']|$)/u.exec(p)?.[0];
    if (head) heads.add(head);
    else odd.push(p);
  }
  return {
    scanAll: new RegExp(`${BEFORE}(?:${alt})${AFTER}`, 'gu'),
    first: new RegExp(`${BEFORE}(?:${alt})${AFTER}`, 'u'),
    sticky: new RegExp(`(?:${alt})${AFTER}`, 'uy'),
    heads,
    irregular: odd.length ? new RegExp(`${BEFORE}(?:${alternation(odd)})${AFTER}`, 'gu') : null,
  };
}

/**
 * A word list compiled on first use (most lists belong to one language, and a process may never
 * see a request in it; building them all at start-up cost a third of the engine's import time).
 * Whole requests (up to a few KB) are scanned through a word index:
 * the full alternation is tried only where a word that can start one of the phrases begins, which
 * keeps a 2 KB request well under a tenth of a millisecond per list whatever the list's size.
 */
export class PhraseList {
  private compiled: Compiled | null = null;
  private cacheText: string | null = null;
  private cache: PhraseMatch[] = [];

  constructor(private readonly phrases: readonly string[]) {}

  private get lists(): Compiled {
    this.compiled ??= compile(this.phrases);
    return this.compiled;
  }

  /** Every match, left to right, none overlapping. */
  all(text: string): PhraseMatch[] {
    const { scanAll, sticky, heads, irregular } = this.lists;
    if (text.length <= SHORT) return [...text.matchAll(scanAll)].map((m) => ({ index: m.index, text: m[0] }));
    if (text === this.cacheText) return this.cache;
    const found: PhraseMatch[] = [];
    for (const w of wordsOf(text)) {
      if (!heads.has(w.word)) continue;
      sticky.lastIndex = w.start;
      const m = sticky.exec(text);
      if (m) found.push({ index: w.start, text: m[0] });
    }
    if (irregular) for (const m of text.matchAll(irregular)) found.push({ index: m.index, text: m[0] });
    found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
    const kept: PhraseMatch[] = [];
    let end = -1;
    for (const m of found) {
      if (m.index < end) continue;
      kept.push(m);
      end = m.index + m.text.length;
    }
    this.cacheText = text;
    this.cache = kept;
    return kept;
  }

  /** The first match at or after `from`, or null. */
  exec(text: string, from = 0): PhraseMatch | null {
    if (text.length <= SHORT && from === 0) {
      const m = this.lists.first.exec(text);
      return m ? { index: m.index, text: m[0] } : null;
    }
    return this.all(text).find((m) => m.index >= from) ?? null;
  }

  test(text: string): boolean {
    return this.exec(text) !== null;
  }
}
