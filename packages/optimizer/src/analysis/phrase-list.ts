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
export class PhraseList {
  private readonly scanAll: RegExp;
  private readonly first: RegExp;
  private readonly sticky: RegExp;
  private readonly heads = new Set<string>();
  private readonly irregular: RegExp | null;
  private cacheText: string | null = null;
  private cache: PhraseMatch[] = [];

  constructor(phrases: readonly string[]) {
    const alt = phrases.length ? alternation(phrases) : '(?!)';
    this.scanAll = new RegExp(`${BEFORE}(?:${alt})${AFTER}`, 'gu');
    this.first = new RegExp(`${BEFORE}(?:${alt})${AFTER}`, 'u');
    this.sticky = new RegExp(`(?:${alt})${AFTER}`, 'uy');
    // A phrase whose first word is plain letters is found through the index; the rest ("email(s)",
    // "summari*") by a small regex of their own.
    const odd: string[] = [];
    for (const p of phrases) {
      // Words split at apostrophes too, so the head of "what's" is "what" and "l'image" holds "image".
      const head = /^[\p{L}\p{N}]+(?=[\s']|$)/u.exec(p)?.[0];
      if (head) this.heads.add(head);
      else odd.push(p);
    }
    this.irregular = odd.length ? new RegExp(`${BEFORE}(?:${alternation(odd)})${AFTER}`, 'gu') : null;
  }

  /** Every match, left to right, none overlapping. */
  all(text: string): PhraseMatch[] {
    if (text.length <= SHORT)
      return [...text.matchAll(this.scanAll)].map((m) => ({ index: m.index, text: m[0] }));
    if (text === this.cacheText) return this.cache;
    const found: PhraseMatch[] = [];
    for (const w of wordsOf(text)) {
      if (!this.heads.has(w.word)) continue;
      this.sticky.lastIndex = w.start;
      const m = this.sticky.exec(text);
      if (m) found.push({ index: w.start, text: m[0] });
    }
    if (this.irregular)
      for (const m of text.matchAll(this.irregular)) found.push({ index: m.index, text: m[0] });
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
      const m = this.first.exec(text);
      return m ? { index: m.index, text: m[0] } : null;
    }
    return this.all(text).find((m) => m.index >= from) ?? null;
  }

  test(text: string): boolean {
    return this.exec(text) !== null;
  }
}
