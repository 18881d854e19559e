import { describe, expect, it } from 'vitest';
import { firstWords, splitCount, wordCount } from './word-count';

describe('word counts without split', () => {
  it('counts words however they are spaced', () => {
    expect(wordCount('  write me\ta poem\n\nabout  cats ')).toBe(6);
    expect(wordCount('')).toBe(0);
    expect(splitCount(' a b ')).toBe(4);
    expect(firstWords('write   me a\npoem about cats', 4)).toBe('write me a poem');
  });

  it('agrees with split(/\\s+/) on every kind of space', () => {
    const chars = [
      'a',
      'é',
      ' ',
      '\n',
      '\t',
      '\r',
      '\u00a0',
      '\u2003',
      '\u3000',
      '\ufeff',
      '\u200b',
      '\u0085',
    ];
    let seed = 3;
    const next = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let t = 0; t < 5000; t++) {
      const text = Array.from(
        { length: Math.floor(next() * 10) },
        () => chars[Math.floor(next() * chars.length)],
      ).join('');
      const n = Math.floor(next() * 5);
      expect(splitCount(text)).toBe(text.split(/\s+/).length);
      expect(wordCount(text)).toBe(text.split(/\s+/).filter(Boolean).length);
      expect(firstWords(text, n)).toBe(text.split(/\s+/).slice(0, n).join(' '));
      // With a limit the count is exact up to it, and one more past it.
      expect(wordCount(text, n)).toBe(Math.min(text.split(/\s+/).filter(Boolean).length, n + 1));
      expect(splitCount(text, n)).toBe(Math.min(text.split(/\s+/).length, Math.max(n + 1, 1)));
    }
  });
});
