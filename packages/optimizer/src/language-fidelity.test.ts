import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { languageScores } from './analysis/language';
import { optimize } from './index';

/**
 * Language and sentence-fidelity errors judges found, written afresh as new prompts: short
 * questions read as the wrong language, a date's period taken for a sentence end, and casual
 * cleanup that left ungrammatical English. Every assertion reads the rendered prompt, for every
 * assistant.
 */

/** Lines of the prompt that read as English more than as `lang` (three words or more). */
function englishLines(prompt: string, lang: 'de' | 'es' | 'fr' | 'it' | 'pt'): string[] {
  return prompt.split('\n').filter((line) => {
    if ((line.match(/\p{L}+/gu)?.length ?? 0) < 3) return false;
    const scores = languageScores(line);
    return scores.en >= 3 && scores.en > scores[lang];
  });
}

const SHORT_QUESTIONS: ReadonlyArray<readonly [string, 'de' | 'es' | 'fr' | 'it' | 'pt']> = [
  ['Ab wann darf ein Kind Kaffee trinken?', 'de'],
  ['Kann man gekochten Reis nochmal aufwärmen?', 'de'],
  ['Como funciona o FGTS na demissão', 'pt'],
  ['Posso congelar pão caseiro?', 'pt'],
  ['Traduza para o inglês: bom fim de semana a todos', 'pt'],
  ['mensaje felicitar jefa ascenso', 'es'],
  ['puedo congelar pan de molde', 'es'],
  ['Come funziona la dichiarazione dei redditi?', 'it'],
  ['c quoi un ETF et comment ça marche', 'fr'],
];

describe('short questions keep their language in every line', () => {
  for (const target of ASSISTANT_KEYS) {
    it.each(SHORT_QUESTIONS)(`${target}: %s is read as %s`, (rough, lang) => {
      const result = optimize(rough, target);
      expect(result.analysis.language).toBe(lang);
      expect(englishLines(result.prompt, lang)).toEqual([]);
      for (const q of result.questions) expect(englishLines(q.question, lang)).toEqual([]);
    });
  }
});

const DATED: ReadonlyArray<readonly [string, string]> = [
  ['Am 14.7. fliegen wir nach Mallorca. Schreib mir eine Packliste für zwei Kinder.', 'Am 14.7. fliegen wir'],
  [
    'Meinen 30. Geburtstag feiere ich im Garten. Schreib eine Einladung an meine Freunde.',
    'Meinen 30. Geburtstag feiere ich',
  ],
  [
    'Zu unserem 25. Hochzeitstag möchte ich meiner Frau einen Brief schreiben.',
    'Zu unserem 25. Hochzeitstag',
  ],
  ['Il 2. giorno del corso parlo io. Scrivimi una presentazione breve.', 'Il 2. giorno del corso'],
  ['Mi hija cumple 15 años el 12. de junio y quiero una tarjeta bonita', 'el 12. de junio'],
];

describe("a day's or an ordinal's period stays inside the user's sentence", () => {
  for (const target of ASSISTANT_KEYS) {
    it.each(DATED)(`${target}: %s`, (rough, kept) => {
      expect(optimize(rough, target).prompt).toContain(kept);
    });
  }

  it('still ends a sentence at a bare number before a capital', () => {
    const { prompt } = optimize('Ich werde 40. Schreib mir eine Einladung für die Feier.', 'claude');
    expect(prompt).toContain('Ich werde 40.');
    expect(prompt).not.toContain('40. Schreib mir eine Einladung');
  });
});

describe('casual thanks are cleaned into grammatical English', () => {
  for (const target of ASSISTANT_KEYS) {
    it(`${target}: "thx u" reads "thank you", never "thanks you"`, () => {
      const { prompt } = optimize(
        'thx u for yesterday! can u write a short reply to my landlord saying the 3rd of May works for the visit',
        target,
      );
      expect(prompt).not.toMatch(/thanks you/i);
      expect(prompt).toMatch(/thank you for yesterday/i);
    });

    it(`${target}: a "thank u" the card should say becomes "thank you"`, () => {
      const { prompt } = optimize('write a card for my nan that says thank u for the scarf', target);
      expect(prompt).toContain('thank you for the scarf');
    });
  }
});

const VOUS = /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])|\p{L}+ez-(?:en|le|la|les|moi)\b/iu;

describe('a French "tu" request is asked its questions in "tu"', () => {
  const TU = [
    'fais-moi un programme de sport stp',
    'fais-moi un plan de révision pour le bac stp',
    'écris-moi une lettre de motivation pour un poste de vendeuse stp',
  ];
  for (const target of ASSISTANT_KEYS) {
    it.each(TU)(`${target}: %s`, (rough) => {
      const { questions } = optimize(rough, target);
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) expect(q.question).not.toMatch(VOUS);
    });
  }

  it('keeps "vous" questions for a "vous" request', () => {
    const { questions } = optimize('Pouvez-vous me proposer un programme de sport ?', 'claude');
    expect(questions.some((q) => VOUS.test(q.question))).toBe(true);
  });
});
