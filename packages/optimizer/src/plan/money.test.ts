import { describe, expect, it } from 'vitest';
import { optimize } from '../index';

/** Issue 11 follow-up: budget chips say which money they mean, and never a currency the text contradicts. */
const chips = (prompt: string, slot: string) =>
  optimize(prompt, 'gpt').questions.find((q) => q.id === slot)?.options ?? [];

describe('budget chips carry a currency', () => {
  it.each([
    ['Geschenk für meine Mutter', 'de', 'Unter 25\u00a0€'],
    ['idées cadeaux pour mon frère', 'fr', 'Moins de 25\u00a0€'],
    ['regalo per mio padre', 'it', 'Meno di 25\u00a0€'],
  ])('%s (%s): the language’s usual euro', (prompt, language, first) => {
    const result = optimize(prompt, 'gpt');
    expect(result.analysis.language).toBe(language);
    expect(chips(prompt, 'gift-budget')[0]).toBe(first);
  });

  it.each([
    ['gift for my dad, paying in dollars', ['Under $25', '$25–50', '$50–100', 'Over $100']],
    ['gift for my sister, in pounds sterling', ['Under £25', '£25–50', '£50–100', 'Over £100']],
    ['Geschenk für meine Mutter, ich zahle in Franken', ['Unter CHF\u00a025', 'CHF\u00a025–50']],
    ['presente para minha mãe, em reais', ['Menos de R$\u00a025', 'R$\u00a025–50']],
  ])('%s: the currency the user wrote', (prompt, expected) => {
    const options = chips(prompt, 'gift-budget');
    expect(options.slice(0, expected.length)).toEqual(expected);
    expect(options.join(' ')).not.toContain('€');
  });

  it('invents none where the language has no single currency', () => {
    for (const prompt of ['gift for my 2 year old', 'regalo para mi madre', 'presente para minha mãe']) {
      expect(chips(prompt, 'gift-budget').join(' ')).not.toMatch(/[€$£]|CHF|R\$/);
    }
  });

  it('gives a shop’s monthly marketing spend the same currency, leaving "nothing" alone', () => {
    expect(chips('Marketingplan für meinen Friseursalon', 'marketing-budget').slice(0, 3)).toEqual([
      'Nichts, nur Zeit',
      'Unter 200\u00a0€',
      '200–1.000\u00a0€',
    ]);
  });
});
