import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/** The questions a user sees: their text and chips. */
const asked = (prompt: string) => optimize(prompt, 'gpt').questions;
const texts = (prompt: string) => asked(prompt).map((q) => q.question);

describe('thin asks get the question whose answer decides them', () => {
  it.each([
    ['which drone should I get for a beginner', /budget/i, /use it for/i],
    ['best blender?', /budget/i, /use it for/i],
    ['qué cámara me compro para empezar', /presupuesto/i, /usar/i],
    ['quelle guitare acheter', /budget/i, /servir/i],
    ['welches E-Bike soll ich kaufen', /Budget/i, /nutzen/i],
  ])('buying advice "%s" asks the budget and the use', (prompt, budget, use) => {
    const questions = texts(prompt);
    expect(questions.length).toBeGreaterThanOrEqual(2);
    expect(questions.length).toBeLessThanOrEqual(3);
    expect(questions.some((q) => budget.test(q))).toBe(true);
    expect(questions.some((q) => use.test(q))).toBe(true);
  });

  it('offers budget bands as chips, in the user’s currency when one is used', () => {
    const budget = asked('which coffee grinder should i buy').find((q) => /budget/i.test(q.question))!;
    expect(budget.options.length).toBeGreaterThanOrEqual(4);
    const euros = asked('quel vélo de route choisir').find((q) => /budget/i.test(q.question))!;
    expect(euros.options.join(' ')).toContain('€');
  });

  it.each([
    ['ESL worksheet on irregular verbs', 2],
    ['gap-fill exercise on the present perfect', 2],
    ['make a quiz on the water cycle', 1],
    ['ficha de ejercicios de gramática: pretérito indefinido', 2],
    ['fiche d’exercices sur l’imparfait', 2],
    ['Arbeitsblatt Lückentext Zeitformen', 2],
  ])('teaching material "%s" asks who the learners are', (prompt, count) => {
    const questions = asked(prompt);
    expect(questions).toHaveLength(count);
    // Age bands as chips: a teacher answers with one tap.
    expect(questions[0]!.options.length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['check engine light keeps coming on', /make, model and year/i],
    ['my car makes a grinding noise when I brake', /make, model and year/i],
    ['el coche no arranca por las mañanas', /marca, modelo y año/i],
    ['ma voiture fait un bruit bizarre en tournant', /marque/i],
  ])('a car fault "%s" asks the make, model and year', (prompt, question) => {
    expect(texts(prompt)[0]).toMatch(question);
  });

  it.each([
    ['can my manager cut my shifts without notice', /country/i],
    ['is my employer allowed to withhold my final paycheck', /country/i],
    ['¿me pueden obligar a hacer horas extras?', /país/i],
    ['mon employeur peut-il baisser mon salaire ?', /pays/i],
    ['darf mein Arbeitgeber meine Stunden kürzen', /Land/],
  ])('a rights question "%s" asks which country’s rules apply', (prompt, question) => {
    expect(texts(prompt)[0]).toMatch(question);
  });

  it.each([
    ['is a keto diet ok long term', /old are you/i],
    ['how much caffeine is too much per day', /old are you/i],
    ['¿es bueno el ayuno intermitente?', /años tienes/i],
    ['le jeûne intermittent est-il dangereux ?', /âge/i],
  ])('a diet question "%s" asks the age and any condition', (prompt, question) => {
    const questions = texts(prompt);
    expect(questions[0]).toMatch(question);
    expect(questions).toHaveLength(2);
  });
});

describe('a request that states the fact is not asked it', () => {
  it.each([
    ['which telescope for a beginner, budget £250', /budget/i],
    ['best hiking boots under $150', /budget/i],
    ['what laptop should I buy for video editing', /use it for/i],
    ['qué portátil comprar, tengo 600 euros', /presupuesto/i],
    ['quel aspirateur acheter pas cher', /budget/i],
  ])('"%s" does not ask %s', (prompt, question) => {
    expect(texts(prompt).some((q) => question.test(q))).toBe(false);
  });

  it.each([
    'ESL worksheet past simple for my year 9 class, B1 level',
    'reading comprehension about volcanoes for 5th grade',
    'ficha de inglés para 2º de ESO, nivel A2',
    'Arbeitsblatt Past Simple für die 7. Klasse, Niveau A2',
  ])('teaching material with its class and level told asks nothing: "%s"', (prompt) => {
    expect(asked(prompt)).toEqual([]);
  });

  it.each([
    'tyre pressure light stays on in my 2019 Toyota Corolla, already pumped the tyres',
    'testigo del motor encendido en mi Seat Ibiza 2015, ya lo he revisado',
  ])('a car fault with the car and what was tried asks nothing: "%s"', (prompt) => {
    expect(asked(prompt)).toEqual([]);
  });

  it.each([
    'can my boss cut my hours? I’m in Ontario',
    'UK based: can my landlord keep my deposit for cleaning',
    'mon patron peut-il réduire mes heures en France ?',
    '¿mi jefe puede reducirme las horas? vivo en España',
  ])('a rights question naming the place is not asked the country: "%s"', (prompt) => {
    expect(texts(prompt).some((q) => /country|país|pays|Land\b/i.test(q))).toBe(false);
  });

  it('a diet question with the age and health told asks neither', () => {
    expect(asked('how much protein should I eat a day, I’m 52 and healthy')).toEqual([]);
    expect(asked('tengo 35 años y estoy embarazada, ¿puedo hacer ayuno intermitente?')).toEqual([]);
  });
});

describe('the rule is about the missing fact, not the request’s length', () => {
  it('asks the country for a 20-word rights question', () => {
    const prompt =
      'hey so my boss told me yesterday he can cut my hours next month without giving me any reason, is that even allowed';
    expect(texts(prompt)[0]).toMatch(/country/i);
  });

  it('asks the budget for a 20-word buying request that tells the use', () => {
    const prompt =
      'I’m looking for a good pair of trail running shoes that won’t hurt my knees on long weekend runs, any suggestions';
    const questions = texts(prompt);
    expect(questions.some((q) => /budget/i.test(q))).toBe(true);
    expect(questions.some((q) => /use it for/i.test(q))).toBe(false);
  });

  it('asks the child’s age for a 15-word fever question', () => {
    const prompt = 'my son has had a fever since last night and he will not eat anything, what should I do';
    expect(asked(prompt).map((q) => q.id)).toContain('kid-age');
  });

  it('keeps the user’s exact ask in the prompt', () => {
    const result = optimize('which drone should I get for a beginner', 'claude');
    // Capitalised and ended as a question, word for word otherwise.
    expect(result.prompt.toLowerCase()).toContain('which drone should i get for a beginner');
  });
});
