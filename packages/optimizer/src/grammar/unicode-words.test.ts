import { describe, expect, it } from 'vitest';
import { unicodeWords } from './unicode-words';

describe('unicodeWords: \\b that knows accented letters', () => {
  it('matches a phrase that ends on an accented letter before punctuation', () => {
    expect(/\bjamais codé\b/i.test("J'ai jamais codé.")).toBe(false);
    expect(unicodeWords(/\bjamais codé\b/i).test("J'ai jamais codé.")).toBe(true);
  });

  it('does not match an accented word inside a longer word', () => {
    expect(/\bété\b/.test('le prétérit')).toBe(true);
    expect(unicodeWords(/\bété\b/).test('le prétérit')).toBe(false);
    expect(unicodeWords(/\bété\b/).test('cet été, au Japon')).toBe(true);
  });

  it('reads words that start with an umlaut or end with ß', () => {
    const re = unicodeWords(/\b(?:übersetz\w*|bloß)\b/i);
    expect(re.test('Wie Übersetzt man das?')).toBe(true);
    expect(re.test('bloß nicht')).toBe(true);
    expect(re.test('Rückübersetzung')).toBe(false);
  });

  it('keeps flags, \\B, a backspace class and escapes the u flag would reject', () => {
    // The needless escapes are the point: old detectors have them and the u flag rejects them.
    // eslint-disable-next-line no-useless-escape
    const re = unicodeWords(/\bx\-y\b[\b\-]\'/gim);
    expect(re.flags).toBe('gimu');
    expect(re.test("x-y\b'")).toBe(true);
    expect(unicodeWords(/\Bé/).test('café')).toBe(true);
    expect(unicodeWords(/\Bé/).test('un é')).toBe(false);
  });

  it('writes an edge before a word as a one-sided lookbehind, through optional groups and \\d', () => {
    const oneSided = (re: RegExp): boolean => unicodeWords(re).source.startsWith('(?<!');
    expect(oneSided(/\b(?:your\s+)?thoughts\b/i)).toBe(true);
    expect(oneSided(/\b(?:\d+\s+prompts|settings)\b/i)).toBe(true);
    // What may start with a space, a dash or nothing keeps the two-sided edge.
    expect(oneSided(/\b(?:your\s+)?\s*x/i)).toBe(false);
    expect(oneSided(/\b(?:-x|y)/i)).toBe(false);
    expect(oneSided(/\b(?:x)?/i)).toBe(false);
    const re = unicodeWords(/\b(?:your\s+)?thoughts\b/i);
    expect(re.test('Your thoughts?')).toBe(true);
    expect(re.test('afterthoughts')).toBe(false);
    expect(re.test('éthoughts')).toBe(false);
  });
});
