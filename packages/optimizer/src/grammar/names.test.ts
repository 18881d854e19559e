import { describe, expect, it } from 'vitest';
import { optimize } from '../index';
import { lowerCommonWords } from './names';

describe('names keep their capitals inside our sentences', () => {
  it.each([
    ['Ty Burrell bio', 'Ty Burrell bio'],
    ['Wedding speech', 'wedding speech'],
    ['Bio for Ty Burrell', 'bio for Ty Burrell'],
    ['Retirement poem for Linda', 'retirement poem for Linda'],
    ['MBA essay', 'MBA essay'],
    ['LinkedIn summary', 'LinkedIn summary'],
  ])('%s → %s', (text, expected) => {
    expect(lowerCommonWords(text)).toBe(expected);
  });

  it.each([
    ['Ty Burrell bio', /Ty Burrell/],
    ['Serena Williams speech', /Serena Williams/],
    ['Toast for Priya', /Priya/],
  ])('"%s": the name is written as the user wrote it', (request, name) => {
    const { prompt } = optimize(request, 'gpt');
    expect(prompt).toMatch(name);
    expect(prompt).not.toMatch(new RegExp(name.source.toLowerCase()));
  });

  it('a common word opening the request is still lower-cased inside our sentence', () => {
    expect(optimize('Wedding speech', 'gpt').prompt).toMatch(/wedding speech/);
  });
});
