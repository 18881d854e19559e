import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Detectors used to read words with JavaScript's `\b`, which takes "é", "à", "ü" for gaps
 * between words: "¿por qué?", "à la maison", "Você é", "perché?", "übersetzt" were never seen,
 * so the user was asked for what they had said, or given a line that did not fit. Each prompt
 * here states the fact with a word that starts or ends with an accented letter.
 */
const asked = (prompt: string) => optimize(prompt, 'claude').questions.map((q) => q.id);

describe('a symptom question that already asks "why" is not asked what help is wanted', () => {
  it.each([
    ['Me duele la rodilla derecha desde hace dos semanas cuando bajo escaleras, ¿por qué?', 'es'],
    ['Me duele el tobillo izquierdo desde hace una semana cuando corro, ¿por qué?', 'es'],
    ['Mi fa male la spalla sinistra da una settimana quando alzo il braccio, perché?', 'it'],
    ['Ho mal di testa ogni pomeriggio da due settimane, sempre sul lato destro, perché?', 'it'],
  ])('%s', (prompt, language) => {
    expect(optimize(prompt, 'gpt').analysis.language).toBe(language);
    expect(asked(prompt)).not.toContain('help-wanted');
  });
});

describe('a home workout plan is not asked about equipment', () => {
  it.each([
    'Fais-moi un programme de musculation sur 4 semaines, à la maison, je veux prendre du muscle.',
    'Je veux un programme de musculation de 8 semaines, 3 séances par semaine, à la maison.',
  ])('%s', (prompt) => {
    expect(optimize(prompt, 'gpt').analysis.language).toBe('fr');
    expect(asked(prompt)).not.toContain('equipment');
  });
});

describe('a Portuguese prompt that opens with "Você é…" keeps that role as the role', () => {
  it.each([
    'Você é um revisor de textos experiente. Revise o meu e-mail abaixo e corrija só os erros de gramática.',
    'Você é um professor de história paciente. Explique a Revolução dos Cravos para um aluno de 12 anos.',
  ])('%s', (prompt) => {
    const role = prompt.slice(0, prompt.indexOf('.') + 1);
    for (const target of ['claude', 'gpt'] as const) {
      const out = optimize(prompt, target).prompt;
      // The role is said once, in the user's words, not repeated as background material.
      expect(out.split(role).length - 1).toBe(1);
      if (target === 'claude') expect(out.startsWith(role)).toBe(true);
    }
  });

  it('"corrija só os erros de gramática" limits the edit to grammar', () => {
    const out = optimize(
      'Você é um revisor de textos experiente. Revise o meu e-mail abaixo e corrija só os erros de gramática.',
      'claude',
    ).prompt;
    expect(out).toMatch(/apenas gramática/);
    expect(out).toMatch(/estilo e o tom como estão/);
  });
});

describe('a German question about a translation gets no "answer, then reasons" line', () => {
  it.each([
    'Wie übersetzt man „Feierabend“ am besten ins Englische?',
    'Wie übersetzt man „Gemütlichkeit“ ins Französische?',
  ])('%s', (prompt) => {
    const result = optimize(prompt, 'claude');
    expect(result.analysis.language).toBe('de');
    expect(result.prompt).toContain(prompt);
    expect(result.prompt).not.toMatch(/Antworte direkt und nenne dann die wichtigsten Gründe/);
  });
});

describe('"Ändere nichts" at the start of a sentence asks for feedback, not a revised text', () => {
  it('a German cover letter', () => {
    const out = optimize(
      'Hier ist mein Anschreiben für eine Stelle als Erzieherin. Ändere nichts, sag mir nur, was schwach ist.\n\nSehr geehrte Frau Berger, mit großem Interesse habe ich Ihre Anzeige gelesen und bewerbe mich hiermit um die Stelle als Erzieherin in Ihrer Kita.',
      'claude',
    ).prompt;
    expect(out).toMatch(/Eine Liste der Probleme/);
    expect(out).not.toMatch(/überarbeitete Text/);
  });
});
