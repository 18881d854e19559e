import { describe, expect, it } from 'vitest';
import { diffStats, diffText, type DiffSegment } from './diff';

const side = (segments: DiffSegment[], keep: 'removed' | 'added') =>
  segments
    .filter((s) => s.kind === 'same' || s.kind === keep)
    .map((s) => s.text)
    .join('');

describe('diffText', () => {
  it('marks nothing when the texts are equal', () => {
    expect(diffText('same words here', 'same words here')).toEqual([
      { kind: 'same', text: 'same words here' },
    ]);
  });

  it('finds inserted and removed words', () => {
    const segments = diffText('write a poem about cats', 'You are a poet. Write a short poem about cats');
    expect(side(segments, 'removed')).toBe('write a poem about cats');
    expect(side(segments, 'added')).toBe('You are a poet. Write a short poem about cats');
    expect(segments.some((s) => s.kind === 'added' && s.text.includes('short'))).toBe(true);
    expect(segments.some((s) => s.kind === 'same' && s.text.includes('poem about cats'))).toBe(true);
  });

  it('puts removals before additions inside one changed stretch', () => {
    expect(diffText('a b c', 'a x c')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: ' c' },
    ]);
  });

  it('handles empty sides', () => {
    expect(diffText('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(diffText('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
    expect(diffText('', '')).toEqual([]);
  });

  it('reconstructs both sides of long texts (line fallback)', () => {
    const before = Array.from({ length: 800 }, (_, i) => `line ${i} alpha`).join('\n');
    const after = Array.from({ length: 800 }, (_, i) => (i % 7 ? `line ${i} alpha` : `line ${i} beta`)).join(
      '\n',
    );
    const segments = diffText(before, after);
    expect(side(segments, 'removed')).toBe(before);
    expect(side(segments, 'added')).toBe(after);
    expect(segments.filter((s) => s.kind === 'same').length).toBeGreaterThan(100);
  });

  it('counts changed words', () => {
    expect(diffStats(diffText('a b c', 'a x y c'))).toEqual({ added: 2, removed: 1 });
  });
});
