import { describe, expect, it } from 'vitest';
import { DOMAIN_QUESTIONS, type DomainSlot } from './domain-questions';

const SLOTS: readonly DomainSlot[] = [
  'diet',
  'cooking-time',
  'servings',
  'fitness-goal',
  'experience',
  'equipment',
  'budget',
  'interests',
  'product',
  'channel',
  'job-posting',
];
const LANGUAGES = ['es', 'fr', 'de', 'it', 'pt'] as const;
const en = DOMAIN_QUESTIONS.en!;

describe('DOMAIN_QUESTIONS', () => {
  it.each(LANGUAGES)('%s asks every subject question in its own words', (lang) => {
    const questions = DOMAIN_QUESTIONS[lang];
    expect(questions, lang).toBeDefined();
    for (const slot of SLOTS) {
      const text = questions![slot];
      const where = `${lang} ${slot}`;
      expect(text.question.trim(), where).not.toBe('');
      expect(text.label.trim(), where).not.toBe('');
      expect(text.question, where).not.toBe(en[slot].question);
      expect(text.label, where).not.toBe(en[slot].label);
    }
  });

  it.each(LANGUAGES)('%s offers the same chips and single/multiple choice as English', (lang) => {
    const questions = DOMAIN_QUESTIONS[lang]!;
    for (const slot of SLOTS) {
      const text = questions[slot];
      const where = `${lang} ${slot}`;
      expect(text.options, where).toHaveLength(en[slot].options.length);
      expect(Boolean(text.multiple), where).toBe(Boolean(en[slot].multiple));
      for (const option of text.options) expect(option.trim(), where).not.toBe('');
    }
  });

  it('keeps serving counts as numbers in every language', () => {
    for (const lang of LANGUAGES) {
      expect(DOMAIN_QUESTIONS[lang]!.servings.options.slice(0, 3), lang).toEqual(['1', '2', '4']);
    }
  });

  it('puts a non-breaking space before French ? and : and uses the typographic apostrophe', () => {
    for (const slot of SLOTS) {
      const { question, label, options } = DOMAIN_QUESTIONS.fr![slot];
      for (const text of [question, label, ...options]) {
        expect(text, slot).not.toMatch(/(?:^|[^\u00a0])[?!:;]/);
        expect(text, slot).not.toContain("'");
      }
    }
  });
});
