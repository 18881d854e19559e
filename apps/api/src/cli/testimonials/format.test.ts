import { describe, expect, it } from 'vitest';
import { type TestimonialRow } from '../../modules/testimonials';
import { formatTestimonialJson, formatTestimonialList, terminalSafe } from './format';

const row = (over: Partial<TestimonialRow> = {}): TestimonialRow => ({
  id: '0b0e6a52-1c49-4a3e-9b8c-3c2d1e0f9a8b',
  userId: null,
  author: 'Ada',
  email: 'ada@example.com',
  role: null,
  content: 'Great tool',
  rating: 5,
  status: 'pending',
  createdAt: new Date('2030-01-02T03:04:05.000Z'),
  reviewedAt: null,
  ...over,
});

describe('testimonials CLI output', () => {
  it('neutralises terminal escapes and line breaks', () => {
    expect(terminalSafe('a\u001b[2Jb\r\nc\rd\u202ee')).toBe('a\\u001b[2Jb c d\\u202ee');
  });

  it('lists one testimonial per block with its id first', () => {
    const text = formatTestimonialList([row(), row({ content: 'x'.repeat(400), status: 'approved' })]);
    expect(text).toMatch(
      /^0b0e6a52-1c49-4a3e-9b8c-3c2d1e0f9a8b {2}pending {3}5\/5 {2}2030-01-02 03:04 {2}Ada/,
    );
    expect(text).toContain('    Great tool');
    expect(text).toContain('…');
    expect(text.trimEnd().endsWith('2 testimonials.')).toBe(true);
    expect(formatTestimonialList([])).toBe('No testimonials.\n');
  });

  it('prints JSON with the full content', () => {
    const parsed = JSON.parse(formatTestimonialJson([row({ content: 'line1\nline2' })])) as unknown[];
    expect(parsed).toEqual([expect.objectContaining({ content: 'line1\nline2', reviewedAt: null })]);
  });
});
