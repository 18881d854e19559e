import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MATH_LINE } from './assistants/deepseek';
import { optimize } from './index';
import { LEVEL_LINE, PROOF_LINES } from './i18n/scaffold/math-lines';
import { CHECK_MY_ANSWER } from './i18n/scaffold/situation-lines';

/**
 * Maths prompts get the steer their problem needs: a stated school level, a proof over every case
 * the claim covers, a verdict on a given answer; probability, odds and counting in words are maths
 * too (DeepSeek's boxed line). New prompts written for these tests; look-alikes must not move.
 */

// The first optimize() loads the word lists: outside any one test's time limit.
beforeAll(() => void optimize('warm up', 'gpt'), 30_000);

function all(rough: string): { target: string; prompt: string; kind: string }[] {
  return ASSISTANT_KEYS.map((target) => {
    const r = optimize(rough, target);
    return { target, prompt: r.prompt, kind: r.analysis.classification.kind };
  });
}

describe('probability, odds and counting in words are maths', () => {
  it.each([
    'what is the probability of rolling two sixes with two dice',
    "What's the chance both are red if two balls are drawn without replacement from a bag of red and blue balls?",
    'what are the odds of getting at least one head in three coin flips',
    'expected value of a fair six sided die?',
    'in how many ways can the letters of the word APPLE be arranged',
    'quelle est la probabilité de tirer un as dans un jeu de cartes ?',
    '¿cuál es la probabilidad de sacar dos caras al lanzar dos monedas?',
    'de quantas maneiras diferentes cinco pessoas podem sentar numa fila?',
    'what is the standard deviation of 2, 4, 4, 4, 5, 5, 7, 9',
    "what's the median of 3, 7, 9, 12 and 20",
    'area of a triangle with sides 3, 4 and 5',
    "how many different 4-digit PIN codes are there if digits can't repeat",
    'Wie groß ist die Wahrscheinlichkeit, mit zwei Würfeln eine Summe von 7 zu würfeln?',
  ])('%s', (rough) => {
    for (const { target, prompt, kind } of all(rough)) {
      expect(kind, target).toBe('math');
      if (target === 'deepseek') expect(prompt.trimEnd().endsWith(MATH_LINE), prompt).toBe(true);
      else expect(prompt).not.toContain('\\boxed');
    }
  });

  it.each([
    'what are the chances of rain tomorrow in Lisbon?',
    'what are my odds of getting into a good university with a 3.2 GPA and no extracurriculars',
    'how many ways are there to say thank you in Japanese?',
    'is there a good chance my landlord keeps the deposit?',
    "what's the median house price in Austin for a 3 bed, 2 bath, 2000 sqft home?",
    'how many different cheeses are there in France?',
  ])('no maths and no boxed line: %s', (rough) => {
    for (const { target, prompt, kind } of all(rough)) {
      expect(kind, target).not.toBe('math');
      expect(prompt, target).not.toContain('\\boxed');
    }
  });
});

describe('a stated level', () => {
  it.each([
    ['my son is in year 8 and has to solve 3x + 7 = 22, can you help explain it', 'en'],
    ['GCSE question: solve x^2 - 5x + 6 = 0', 'en'],
    ['my daughter is in 7th grade and needs to solve 2(x + 3) = 18', 'en'],
    ['high school level please: solve x^2 = 49', 'en'],
    ['Meine Tochter ist in Klasse 7 und muss 4x - 3 = 13 lösen, wie erklärt man das?', 'de'],
    ['Mi hija está en 2º de ESO y no entiende cómo resolver 2x - 5 = 11', 'es'],
    ['Mon fils est en seconde, il doit résoudre 3x + 2 = 17, comment lui expliquer ?', 'fr'],
    ['Mio figlio fa la terza media: come si risolve 5x + 4 = 29?', 'it'],
    ['Meu filho está no 8º ano e precisa resolver 6x - 4 = 20, como explico?', 'pt'],
  ])('%s', (rough, lang) => {
    for (const { target, prompt, kind } of all(rough)) {
      expect(kind, target).toBe('math');
      expect(prompt, target).toContain(LEVEL_LINE[lang]!);
    }
  });

  it.each([
    'After year 3 the balance is 1200 and grows 5% a year. What is it after year 5?',
    'solve 3x + 7 = 22',
    'A car travels at 20 metres par seconde for 30 secondes, quelle distance parcourt-elle ?',
  ])('no level line: %s', (rough) => {
    for (const { prompt } of all(rough))
      for (const line of Object.values(LEVEL_LINE)) expect(prompt).not.toContain(line);
  });
});

describe('a proof covers every case the claim covers', () => {
  it.each([
    ['prove that n^2 - n is even for every integer n', 'en', 'integers'],
    ['prove that the sum of two odd numbers is always even', 'en', 'integers'],
    ['show that for all n >= 1, 1 + 3 + ... + (2n-1) = n^2', 'en', 'naturals'],
    ['prove that the square root of 2 is irrational', 'en', 'general'],
    ['Beweise, dass die Summe von zwei ungeraden Zahlen immer gerade ist.', 'de', 'integers'],
    ['Démontrez que n^3 - n est divisible par 6 pour tout entier n.', 'fr', 'integers'],
    ['Demuestra que para todo n natural, n^2 + n es par.', 'es', 'naturals'],
    ['Dimostra che il prodotto di due numeri dispari è dispari', 'it', 'integers'],
    ['Prove que a soma dos ângulos internos de um triângulo é 180 graus.', 'pt', 'general'],
  ] as const)('%s', (rough, lang, scope) => {
    for (const { target, prompt, kind } of all(rough)) {
      expect(kind, target).toBe('math');
      expect(prompt, target).toContain(PROOF_LINES[lang]![scope]);
      // A proof is its own working: no boxed final answer.
      expect(prompt, target).not.toContain('\\boxed');
    }
  });

  it('a proof asked without the answer keeps no proof line', () => {
    const { prompt } = optimize(
      "prove that 2^n > n for all n >= 1, just a hint, don't give me the answer",
      'gpt',
    );
    for (const lines of Object.values(PROOF_LINES))
      for (const line of Object.values(lines)) expect(prompt).not.toContain(line);
  });
});

describe('an answer to check, the user’s or someone else’s', () => {
  it.each([
    ['I worked out 15% of 240 and got 32, is that right?', 'en'],
    ['my teacher says 0.999... = 1 but my friend says it is less than 1. who is right?', 'en'],
    ['is 3/4 + 1/2 = 4/6 correct?', 'en'],
    ['can you check my answer: 2x + 6 = 14 so x = 5', 'en'],
    ['Mein Bruder sagt, 7 x 8 = 54. Stimmt das?', 'de'],
    ['J’ai trouvé x = 4 pour 3x - 2 = 10, est-ce juste ?', 'fr'],
    ['Me da 35 al calcular el 20% de 180, ¿es correcto?', 'es'],
    ['Ho calcolato 12 x 15 = 170, è giusto?', 'it'],
    ['Eu achei 45 para 15% de 300, está certo?', 'pt'],
  ])('%s', (rough, lang) => {
    for (const { target, prompt, kind } of all(rough)) {
      expect(kind, target).toBe('math');
      expect(prompt, target).toContain(CHECK_MY_ANSWER[lang]!);
    }
  });

  it.each([
    'I got 2 job offers, one pays 52000 and one 48000 with better hours. Is it right to take the higher one?',
    'is it right to charge 15% more for weekend deliveries?',
  ])('no check line: %s', (rough) => {
    for (const { prompt } of all(rough))
      for (const line of Object.values(CHECK_MY_ANSWER)) expect(prompt).not.toContain(line);
  });
});
