import { describe, expect, it } from 'vitest';
import { readSlots } from './slots';

describe('readSlots (en)', () => {
  it('keeps "not too long" as not-long, with the user phrase', () => {
    const s = readSlots(
      'write a story about a dragon for 10-year-olds, not too long, no happy ending please',
      'en',
    );
    expect(s.length).toEqual({ kind: 'not-long', text: 'not too long' });
    expect(s.audience).toBe('10-year-olds');
    expect(s.constraints).toEqual([{ text: 'no happy ending please', topic: 'ending', negated: true }]);
  });

  it('reads "no more than 3 bullets" as at most 3 items', () => {
    const s = readSlots('casual but professional email to my boss, no more than 3 bullets', 'en');
    expect(s.length).toEqual({ kind: 'items', max: 3, text: 'no more than 3 bullets' });
    expect(s.tone).toBe('casual but professional');
    expect(s.audience).toBe('my boss');
  });

  it('keeps the scope of "each tweet under 280 characters"', () => {
    const s = readSlots('a thread of 5 tweets, each tweet under 280 characters', 'en');
    expect(s.constraints).toContainEqual({
      text: 'each tweet under 280 characters',
      topic: 'length',
      negated: false,
    });
  });

  it('marks "return only the code" as only-output', () => {
    const s = readSlots(
      'Write a python function that parses dates. Return only the code, no explanation.',
      'en',
    );
    expect(s.constraints.map((c) => c.topic)).toEqual(['only-output', 'only-output']);
  });
});
