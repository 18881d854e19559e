import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { FR_TU_QUESTIONS } from './i18n/scaffold/fr-tu-questions';
import { describe, expect, it } from 'vitest';
import { buildMetaPrompt, optimize, unknownAnswerIds } from './index';

// Judges mark down a prompt that mixes registers: a "tu" request gets "Tu es… Relie…", a "vous"
// request keeps "Vous êtes… Reliez…".
const TU_LETTER = 'rédige une lettre de motivation pour un poste de vendeur, pas trop long stp';
const VOUS_LETTER = 'Rédigez une lettre de motivation pour un poste de vendeur, pas trop longue.';

/** A "vous" word or a second-person plural imperative in the prompt's own lines. */
const VOUS = /(?<![\p{L}])(?:vous|votre|vos)(?![\p{L}])|(?<![\p{L}])(?!chez|assez)\p{L}+ez(?![\p{L}])/iu;

describe('French register', () => {
  it.each(ASSISTANT_KEYS.map((k) => [k]))('a "tu" request gets "tu" lines only for %s', (key) => {
    const { prompt } = optimize(TU_LETTER, key);
    expect(prompt).not.toContain('Vous êtes');
    expect(prompt).not.toMatch(VOUS);
    // Some assistants get no role line (Gemini, DeepSeek R1); all get the advice.
    expect(prompt).toContain('Relie mon expérience');
  });

  it('the cover letter example: role and advice in "tu"', () => {
    const { prompt } = optimize(TU_LETTER, 'gpt');
    expect(prompt).toContain('Tu es');
    expect(prompt).not.toContain('Vous êtes');
    expect(prompt).toContain('Relie mon expérience');
  });

  it('a "vous" request still gets "Vous êtes"', () => {
    const { prompt } = optimize(VOUS_LETTER, 'gpt');
    expect(prompt).toContain('Vous êtes');
    expect(prompt).not.toContain('Tu es');
    expect(prompt).toContain('Reliez mon expérience');
  });

  it('a "tu" question to an expert gets the expert in "tu" and advice in "tu"', () => {
    const { prompt } = optimize(
      'peux-tu me donner des conseils pour mon chien qui tire en laisse ?',
      'claude',
    );
    expect(prompt).toMatch(/^Tu es un vétérinaire/);
    expect(prompt).toContain('Précise toute hypothèse que tu fais');
    expect(prompt).not.toMatch(VOUS);
  });

  it('"vous" in pasted material does not change the register of a "tu" request', () => {
    const rough =
      'résume ce texte stp\n\n"""\nLe conseil municipal a voté le budget. Vous trouverez le détail en annexe. Merci de votre attention.\n"""';
    const { prompt } = optimize(rough, 'gpt');
    expect(prompt).toContain('Tu es expert en résumés');
    expect(prompt).toContain('Tiens-t’en à ce que dit le texte');
  });

  it('questions shown to the user take the register of the request, with the same ids and options', () => {
    const tu = optimize(TU_LETTER, 'gpt').questions;
    const vous = optimize(VOUS_LETTER, 'gpt').questions;
    expect(tu.map((q) => [q.id, q.options])).toEqual(vous.map((q) => [q.id, q.options]));
    expect(tu.map((q) => q.question)).toEqual(vous.map((q) => FR_TU_QUESTIONS.get(q.question) ?? q.question));
    expect(unknownAnswerIds(TU_LETTER, Object.fromEntries(tu.map((q) => [q.id, q.options[0]!])))).toEqual([]);
  });

  it('answers to a "tu" request become lines in the prompt', () => {
    const { prompt } = optimize(TU_LETTER, 'gpt', { answers: { audience: 'Clients' } });
    expect(prompt).toContain('Public');
    expect(prompt).toContain('Clients');
  });

  it('the rewriting model is told which register to use', () => {
    expect(buildMetaPrompt(TU_LETTER, 'claude').system).toMatch(/Address the assistant as "tu"/);
    expect(buildMetaPrompt(VOUS_LETTER, 'claude').system).toMatch(/Address the assistant as "vous"/);
    expect(buildMetaPrompt('write a cover letter for a sales job', 'claude').system).not.toMatch(
      /Address the assistant as/,
    );
  });
});
