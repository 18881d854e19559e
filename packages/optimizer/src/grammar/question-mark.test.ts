import { describe, expect, it } from 'vitest';
import { optimize } from '../index';
import { withQuestionMark } from './question-mark';

describe('a question typed without "?" stays a question', () => {
  it.each([
    ['Como funciona o Pix entre bancos', 'Como funciona o Pix entre bancos?'],
    ['wie lange hält gekochter reis im kühlschrank', 'Wie lange hält gekochter reis im kühlschrank?'],
    [
      'come posso togliere una macchia di vino dal divano',
      'Come posso togliere una macchia di vino dal divano?',
    ],
    [
      'comment enlever une tache de vin sur un canapé',
      'Comment enlever une tache de vin sur un canapé\u00a0?',
    ],
    ['cuánto tiempo se cuece un huevo duro', '¿Cuánto tiempo se cuece un huevo duro?'],
  ])('%s', (request, task) => {
    for (const key of ['gpt', 'claude', 'gemini'] as const) {
      const { prompt } = optimize(request, key);
      expect(prompt).toContain(task);
      expect(prompt).not.toContain(task.replace(/^¿/, '').replace(/\u00a0?\?$/, '.'));
    }
  });

  it.each([
    ['Wie besprochen, anbei die Unterlagen zur Prüfung', 'de'],
    ['Quando corro mi fa male il ginocchio', 'it'],
    ['Como combinado, segue o relatório de março', 'pt'],
    ['Meeting notes from Monday', 'en'],
    ['Cuando corro me duele la rodilla', 'es'],
    ['Quand je cours j’ai mal au genou', 'fr'],
  ])('a statement is never turned into a question: %s', (text, language) => {
    expect(withQuestionMark(text, language)).toBe(text);
    expect(optimize(text, 'gpt').prompt).not.toMatch(/\?/);
  });

  it('a question that already ends in "?" or "." is left as typed', () => {
    expect(withQuestionMark('Wie lange hält Reis?', 'de')).toBe('Wie lange hält Reis?');
    expect(withQuestionMark('Was ist los.', 'de')).toBe('Was ist los.');
  });
});
