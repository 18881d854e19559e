import { describe, expect, it } from 'vitest';
import { factorAlternatives } from './factor';

/** The phrase lists' escaping: specials escaped, either apostrophe, any run of spaces. */
function escape(phrase: string): string {
  return phrase
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
}

function matches(source: string, flags: string, text: string): string {
  return JSON.stringify([...text.matchAll(new RegExp(source, flags))].map((m) => [m.index, m[0]]));
}

// A fixed pseudo-random sequence, so a failure can be replayed.
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

describe('factorAlternatives', () => {
  it('shares first letters', () => {
    const src = factorAlternatives(['rewrite', 'write', 'wrote'].map(escape));
    expect(src).toBe('rewrite|wr(?:ite|ote)');
  });

  it('keeps a shorter phrase after the longer ones it starts', () => {
    const longestFirst = ['no more than', 'no longer', 'no'].map(escape);
    expect(matches(`(?:${factorAlternatives(longestFirst)})`, 'giu', 'no more than 5, no longer, no')).toBe(
      matches(`(?:${longestFirst.join('|')})`, 'giu', 'no more than 5, no longer, no'),
    );
    // Written shortest first, the plain alternation stops at "no": so must the rewrite.
    const shortestFirst = ['no', 'no more than'].map(escape);
    expect(matches(`(?:${factorAlternatives(shortestFirst)})`, 'giu', 'no more than 5')).toBe('[[0,"no"]]');
  });

  it('does not group letters that match the same character under /iu', () => {
    // The long s matches "s" case-insensitively: the branches keep their order.
    const src = factorAlternatives(['ſa', 'sab'].map(escape));
    expect(matches(`(?:${src})`, 'giu', 'sab')).toBe(matches('(?:ſa|sab)', 'giu', 'sab'));
  });

  it('matches exactly what the plain alternation matches, in any context', () => {
    const next = random(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
    const letters = ['a', 'b', 'c', 'A', 'é', 'ſ', 'k', 'K', ' ', "'", '’', '.', '-'];
    const text = [...letters, '\n', '\u00a0', 'x'];
    const after = ['', '(?![\\p{L}\\p{N}_])', 'x', '\\s', '$'];
    const before = ['', '(?<![\\p{L}\\p{N}_])', '(?<!\\S)'];
    let factored = 0;
    for (let t = 0; t < 1500; t++) {
      const words = [
        ...new Set(
          Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
            Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(letters)).join(''),
          ),
        ),
      ];
      if (next() < 0.8) words.sort((a, b) => b.length - a.length);
      const sources = words.map(escape);
      const plain = `(?:${sources.join('|')})`;
      const rewritten = `(?:${factorAlternatives(sources)})`;
      if (rewritten !== plain) factored++;
      const [b, a, flags] = [pick(before), pick(after), pick(['giu', 'gu', 'gi', 'g'])];
      for (let k = 0; k < 4; k++) {
        const sample = Array.from({ length: Math.floor(next() * 16) }, () => pick(text)).join('');
        expect(matches(b + rewritten + a, flags, sample)).toBe(matches(b + plain + a, flags, sample));
      }
    }
    // The comparison means something only if many lists were rewritten.
    expect(factored).toBeGreaterThan(250);
  });
});
