import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
/** English template words that must never wrap a request written in another language. */
const ENGLISH_FRAME = /\b(?:Help me with|Suggest|Write an?|Create an?|suggest what would be most useful)\b/;

describe('short noun-phrase requests are read in their own language', () => {
  it.each([
    ['ideas fiesta 40', 'es'],
    ['presupuesto mensual', 'es'],
    ['horario siesta bebé', 'es'],
    ['plano de negócios', 'pt'],
    ['orçamento mensal', 'pt'],
    ['rotina de sono bebê', 'pt'],
    ['lezione frazioni', 'it'],
    ['idee compleanno', 'it'],
    ['budget mensuel', 'fr'],
    ['plan de cours fractions', 'fr'],
    ['Schlafplan Baby', 'de'],
  ])('%s is %s, with no English sentence around the words', (prompt, language) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(language);
      expect(result.prompt).not.toMatch(ENGLISH_FRAME);
    }
  });
  it('still reads English noun phrases as English', () => {
    for (const prompt of ['party ideas', 'business plan', 'monthly budget', 'wedding setlist'])
      expect(optimize(prompt, 'gpt').analysis.language).toBe('en');
  });
});
