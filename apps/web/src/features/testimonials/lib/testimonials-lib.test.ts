import { describe, expect, it } from 'vitest';
import { chunk, wrapIndex } from './carousel';
import { mergeTestimonials } from './merge-testimonials';

describe('carousel arithmetic', () => {
  it('cuts items into slides of three', () => {
    expect(chunk([1, 2, 3, 4, 5], 3)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('wraps indexes both ways', () => {
    expect(wrapIndex(2, 2)).toBe(0);
    expect(wrapIndex(-1, 2)).toBe(1);
    expect(wrapIndex(5, 3)).toBe(2);
    expect(wrapIndex(1, 0)).toBe(0);
  });
});

describe('mergeTestimonials', () => {
  const builtIn = { id: 'b1', content: 'Built in', author: 'Sam', role: 'Writer', rating: 5 };
  const approved = (id: string, content: string, author = 'Ada') => ({
    id,
    content,
    author,
    role: null,
    rating: 4,
    createdAt: '2030-01-01T00:00:00.000Z',
  });
  const stored = (content: string, extra: { id?: string; userId?: string } = {}) => ({
    content,
    author: 'Ada',
    role: null,
    rating: 5,
    date: '2030-01-01T00:00:00.000Z',
    userId: 'u1',
    ...extra,
  });

  it('orders built-in, then approved, then the user’s own', () => {
    const cards = mergeTestimonials([builtIn], [approved('a1', 'Approved')], [stored('Mine')], 'u1');
    expect(cards.map((c) => [c.content, c.own])).toEqual([
      ['Built in', false],
      ['Approved', false],
      ['Mine', true],
    ]);
  });

  it('drops the user’s copy once the approved one arrives, by id or by author and text', () => {
    const cards = mergeTestimonials(
      [builtIn],
      [approved('a1', 'Same id'), approved('a2', 'Same  words')],
      [stored('Different text, same id', { id: 'a1' }), stored(' same WORDS ', { id: 'local' })],
      'u1',
    );
    expect(cards.map((c) => c.content)).toEqual(['Built in', 'Same id', 'Same  words']);
  });

  it('shows stored submissions only to the user who wrote them', () => {
    expect(mergeTestimonials([], [], [stored('Mine')], null)).toEqual([]);
    expect(mergeTestimonials([], [], [stored('Mine', { userId: 'u2' })], 'u1')).toEqual([]);
  });

  it('does not repeat the same approved testimonial', () => {
    const cards = mergeTestimonials([], [approved('a1', 'x'), approved('a1', 'x')], [], null);
    expect(cards).toHaveLength(1);
  });
});
