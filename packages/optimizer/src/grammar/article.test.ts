import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';
import { indefiniteArticle } from './article';

describe('indefiniteArticle: by sound, not spelling', () => {
  it.each([
    ['eulogy', 'a'],
    ['university application essay', 'a'],
    ['unicorn party invitation', 'a'],
    ['user guide', 'a'],
    ['one-page summary', 'a'],
    ['useful checklist', 'a'],
    ['URL shortener', 'a'],
    ['NASA-style briefing', 'a'],
    ['hour-long workshop', 'an'],
    ['honest review', 'an'],
    ['MBA essay', 'an'],
    ['FAQ page', 'an'],
    ['SQL query', 'an'],
    ['8-week plan', 'an'],
    ['18th birthday toast', 'an'],
    ['apology', 'an'],
    ['unopened parcel', 'an'],
    ['uninstall script', 'an'],
    ['ugly sweater party', 'an'],
    ['Excel formula', 'an'],
    ['hotel review', 'a'],
    ['bedtime story', 'a'],
  ])('%s -> %s', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });
});

describe('articles the engine writes around the user words', () => {
  it.each([
    ['eulogy', 'Write a eulogy.'],
    ['eulogy for my grandfather', 'Write a eulogy for my grandfather.'],
    ['university essay', 'Write a university essay.'],
    ['MBA essay', 'Write an MBA essay.'],
  ])('%s', (rough, task) => {
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = optimize(rough, target);
      expect(prompt, target).toContain(task);
      expect(prompt, target).not.toMatch(/\ban eulogy\b|\ba university\b.*\ban university\b|\ba mba\b/i);
    }
  });
});
