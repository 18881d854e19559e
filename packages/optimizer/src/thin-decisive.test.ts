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
    ['budget familial', 'fr'],
    ['Lernplan Abitur', 'de'],
    ['cronograma de estudos ENEM', 'pt'],
  ])('%s is %s, with no English sentence around the words', (prompt, language) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(language);
      expect(result.prompt).not.toMatch(ENGLISH_FRAME);
    }
  });
  it('still reads English noun phrases as English', () => {
    for (const prompt of [
      'party ideas',
      'business plan',
      'monthly budget',
      'wedding setlist',
      'studio apartment ideas',
    ])
      expect(optimize(prompt, 'gpt').analysis.language).toBe('en');
  });
});

const ids = (prompt: string) => optimize(prompt, 'gpt').questions.map((q) => q.id);
const GENERIC = ['audience', 'tone', 'length', 'timeframe', 'goal', 'topic'];

describe('thin deliverables ask the one detail that decides the answer', () => {
  it.each([
    ['nap schedule for my baby', ['baby-age', 'sleep-trouble']],
    ['lesson plan on fractions', ['class-grade', 'lesson-length']],
    ['apology email to client', ['what-went-wrong', 'remedy']],
    ['explain pivot tables', ['spreadsheet-app', 'learner-level']],
    ['teach me chess', ['learner-level', 'learn-goal']],
    ['setlist for my band', ['gig-length', 'gig-occasion', 'repertoire']],
    ['workout plan', ['fitness-goal', 'days-per-week', 'experience', 'equipment']],
    ['monthly budget', ['monthly-income', 'household', 'money-goal']],
    ['business plan', ['business-idea', 'plan-reader']],
    ['study plan', ['exam-subject', 'exam-date', 'study-time']],
    ['bedtime story', ['child-age', 'story-wishes']],
    ['thank you card', ['thanks-for']],
    ['CV', ['target-job', 'career-stage']],
  ])('%s asks %j, nothing generic', (prompt, expected) => {
    const asked = ids(prompt);
    expect(asked).toEqual(expected);
    for (const generic of GENERIC) expect(asked).not.toContain(generic);
  });

  it('offers baby ages as the choices for a baby sleep schedule', () => {
    const [first] = optimize('nap schedule for my baby', 'gpt').questions;
    expect(first!.options.slice(0, 4)).toEqual(['0–3 months', '4–6 months', '7–12 months', '1–2 years']);
  });

  it('never offers a "Funny" tone for an apology', () => {
    const options = optimize('apology email to client', 'gpt').questions.flatMap((q) => q.options);
    expect(options).not.toContain('Funny');
  });

  it('does not ask what the request already says', () => {
    expect(ids('sleep schedule for my 5 month old baby')).toEqual(['sleep-trouble']);
    expect(ids('45 minute lesson plan for year 3')).toEqual([]);
    expect(ids('apology email to client for late delivery')).toEqual(['remedy']);
    expect(ids('teach me pivot tables in google sheets')).toEqual(['learner-level']);
    expect(ids('wedding setlist 90 minutes')).toEqual(['repertoire']);
    expect(ids('workout plan 3 days a week to build muscle')).toEqual(['experience', 'equipment']);
  });

  it('asks an adult sleep plan nothing about a baby', () => {
    expect(ids('sleep schedule for night shifts')).not.toContain('baby-age');
  });

  it.each([
    ['horario siesta bebé', 'es', '¿Cuántos meses tiene el bebé?'],
    ['rotina de sono bebê', 'pt', 'Quantos meses tem o bebê?'],
    ['Schlafplan Baby', 'de', 'Wie alt ist das Baby?'],
    ['plano de negócios', 'pt', 'Qual é o negócio, e onde?'],
    ['presupuesto mensual', 'es', '¿Cuánto ingresas al mes, más o menos (neto)?'],
    ['lettre d’excuses client', 'fr', 'Qu’est-ce qui s’est mal passé, en une ou deux phrases\u00a0?'],
    ['piano lezione frazioni', 'it', 'Per quale classe o età?'],
    ['scheda allenamento', 'it', 'Qual è il tuo obiettivo principale?'],
    ['plano de treino', 'pt', 'Qual é o seu objetivo principal?'],
    ['Unterrichtsstunde Bruchrechnung', 'de', 'Für welche Klassenstufe oder welches Alter?'],
    ['carta de disculpas a un cliente', 'es', '¿Qué salió mal, en una o dos frases?'],
  ])('%s (%s) asks first: %s', (prompt, language, question) => {
    const result = optimize(prompt, 'claude');
    expect(result.analysis.language).toBe(language);
    expect(result.questions[0]!.question).toBe(question);
  });

  it('puts an answer into the prompt under the question’s label', () => {
    const answered = optimize('nap schedule for my baby', 'gpt', { answers: { 'baby-age': ['4–6 months'] } });
    expect(answered.prompt).toContain('Baby’s age: 4–6 months');
    expect(answered.questions.map((q) => q.id)).toEqual(['sleep-trouble']);
  });
});

describe('the cleaner keeps titles and names as the user wrote them', () => {
  it.each([
    ['write a cover of the song i wanna be yours for acoustic guitar', 'i wanna be yours'],
    ['lyrics analysis of a song called i wanna be yours', 'i wanna be yours'],
    ['explain the meaning of *i wanna be yours*', '*i wanna be yours*'],
    ['i wanna write a poem like the song gonna fly now', 'gonna fly now'],
  ])('%s keeps %s', (prompt, title) => {
    for (const target of TARGETS) expect(optimize(prompt, target).prompt).toContain(title);
  });
  it('still tidies casual words outside the title', () => {
    const { prompt } = optimize('i wanna write a poem like the song gonna fly now', 'gpt');
    expect(prompt).toMatch(/I want to write a poem/);
    // The title ends where the user's own sentence goes on ("so", "for", "by").
    const after = optimize('chords for the song i wanna be yours so gonna need them easy', 'gpt').prompt;
    expect(after).toContain('i wanna be yours');
    expect(after).toContain('going to need');
  });
});

describe('thin English task lines read as sentences', () => {
  it.each([
    ['apology email to client', 'Write an apology email to a client.'],
    ['letter to landlord about mold', 'Write a letter to my landlord about mold.'],
    ['message for team', 'Write a message for the team.'],
    ['email to clients about price rise', 'Write an email to clients about price rise.'],
  ])('%s -> %s', (prompt, line) => {
    for (const target of TARGETS) expect(optimize(prompt, target).prompt).toContain(line);
  });
});
