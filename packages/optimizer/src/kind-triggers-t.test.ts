import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Templates for the wrong kind of task, each from a trigger that was not certain: a date such as
 * "sábado 21/6" or "probably" read as maths, a column called "plan" read as a planning request, a
 * timeline of what was agreed read as a plan, notes with "?" lines read as a question to answer
 * with reasons, a how-to question given "the key reasons", and a casual "dont lecture me" given a
 * method section. New prompts of each shape, checked on what every assistant receives, with
 * look-alikes that keep their kind.
 */

const kindOf = (rough: string): string => optimize(rough, 'gpt').analysis.classification.kind;

function noMathLines(rough: string): void {
  for (const target of ASSISTANT_KEYS) {
    const { prompt } = optimize(rough, target);
    expect(prompt, target).not.toContain('\\boxed{}');
    expect(prompt, target).not.toMatch(
      /step by step|passo a passo|paso a paso|Schritt für Schritt|étape par étape/i,
    );
  }
}

describe('a date or "probably" is no calculation', () => {
  const plans = [
    'sou da comissão de pais e fiquei responsável pela festa junina da escola (uns 300 alunos, sábado 21/6 das 14h às 19h). me ajuda a montar um checklist do que fazer semana a semana? a gente tem 5 semanas e uns R$3.000 em caixa',
    "we're hosting the street party on sat 12/7 from 2pm, about 60 neighbours and £250 in the kitty. what should be on the to-do list for the next 3 weeks?",
    'organizo la comida de empresa el viernes 13/12 a las 14h, somos 45 personas y 1.500 euros. ¿qué tengo que preparar cada semana?',
    "My dad turns 60 next month and my sister and I can probably put in £300 each, my brother probably less. He hates surprises. Can you help us plan a weekend that isn't too much fuss?",
    "Ma sœur arrivera probablement le samedi 5/4 à 10h avec ses 2 enfants, on sera 7 à la maison pendant 4 jours. Tu peux m'aider à organiser les repas ?",
    'Wir feiern am samstag 14/6 um 15 uhr Omas 80. mit ungefähr 25 Gästen, Budget 600 Euro. Was müssen wir vorher alles erledigen?',
  ];
  for (const rough of plans)
    it(rough.slice(0, 50), () => {
      expect(kindOf(rough)).not.toBe('math');
      noMathLines(rough);
    });
  const maths = [
    'what is 3/4 + 1/6?',
    'How much sugar for 30 cookies if 12 cookies need 3/4 cup?',
    'What is the probability of rolling two sixes with 2 dice?',
    'I am going through the worksheet my son brought home from school on Friday and I am stuck on one of them. What is 3/4 + 1/6?',
    'Solve 2x + 5 = 17',
  ];
  for (const rough of maths)
    it(`still maths: ${rough.slice(0, 40)}`, () => expect(kindOf(rough)).toBe('math'));
});

describe('a SQL database with its tables written out is a query', () => {
  const queries = [
    'postgres: table signups(id, user_id, created_at timestamptz, plan text). want daily signups for the last 90 days + 7 day rolling avg. days with 0 signups need to show as 0 not be missing. timezone europe/berlin',
    'mysql, table orders(id, customer_id, total, status, created_at). i need monthly revenue per status for this year, cancelled ones excluded',
    'sqlite: tables: workouts, sets. table sets(id, workout_id, exercise, reps, weight). best weight per exercise over the last 12 weeks please',
    'Postgres. table schedule(id, room, starts_at, ends_at, plan text). Find rooms double booked next week',
    'in Postgres habe ich table bookings(id, guest, checkin date, nights int). Ich brauche die Auslastung pro Monat',
  ];
  for (const rough of queries)
    it(rough.slice(0, 50), () => {
      expect(kindOf(rough)).toBe('sql');
      const { prompt } = optimize(rough, 'gpt');
      expect(prompt).not.toContain('Make every step concrete');
      expect(prompt).not.toContain('step-by-step plan');
    });
  const others = [
    'Make a study plan for learning Postgres in 6 weeks, 5 hours a week',
    'Write a blog post about why we moved from MySQL to Postgres',
  ];
  for (const rough of others)
    it(`not sql: ${rough.slice(0, 40)}`, () => expect(kindOf(rough)).not.toBe('sql'));
});

describe('a timeline of what was agreed or happened is a recap, not a plan', () => {
  const chat = `[02/05/2024, 09:14] Sam: quote is £4,200 for the fence incl. gates
[02/05/2024, 09:20] Me: does that include removing the old one?
[02/05/2024, 11:02] Sam: yes all included
[03/06/2024, 18:40] Sam: invoice £4,900, removal was extra`;
  const recaps = [
    `can u make a timeline of what was actually agreed w the builder, he's now saying the skylight was never included\n\n${chat}`,
    `Put together a timeline of what happened with the fence quote, I need it for the dispute\n\n${chat}`,
    `make me a timeline of what he promised and when\n\n${chat}`,
    `I need a chronology of what was said in this chat before I call the ombudsman\n\n${chat}`,
    `create a timeline of the messages below so I can send it to my solicitor\n\n${chat}`,
  ];
  for (const rough of recaps)
    it(rough.slice(0, 50), () => {
      expect(kindOf(rough)).toBe('summarize');
      for (const target of ASSISTANT_KEYS) {
        const { prompt } = optimize(rough, target);
        expect(prompt, target).not.toContain('what to do, when, and for how long');
        expect(prompt, target).not.toContain('step-by-step plan');
        expect(prompt, target).toContain('[02/05/2024, 11:02] Sam: yes all included');
      }
    });
  it('a project timeline is still a plan', () => {
    expect(kindOf('Make a timeline for launching our bakery website in 8 weeks')).toBe('plan');
  });
});

const ANSWER_WITH_REASONS =
  /key reasons|wichtigsten Gründe|motivos principais|raisons principales|razones principales|motivi principali/;

describe('a how-to question or notes get no "answer, then the key reasons"', () => {
  const howTo = [
    'balkonkraftwerk anmelden, was muss ich machen? mietwohnung',
    'how do I register a balcony solar panel as a tenant?',
    'je déménage à Lyon le mois prochain, que dois-je faire pour changer ma carte grise ?',
    'me acabo de mudar a Valencia, ¿qué tengo que hacer para empadronarme?',
    'ho perso la patente, cosa devo fare per rifarla?',
    'perdi meu RG, o que eu preciso fazer para tirar a segunda via?',
  ];
  for (const rough of howTo)
    it(rough.slice(0, 50), () => {
      for (const target of ASSISTANT_KEYS)
        expect(optimize(rough, target).prompt, target).not.toMatch(ANSWER_WITH_REASONS);
    });
  it('meeting notes with "?" lines and no ask', () => {
    const notes = `launch mtg 3/11 — me, priya, tom (dial-in), ren
- date: sat 12 april, 2pm, Marlow Street Books (confirm w/ owner, priya)
- books: 80 copies from printer, arriving 4/2?? tom chasing
- wine? bookshop says no alcohol license, do lemonade + biscuits
- newsletter blast 3/25 + 4/10 reminder (me)
- open q: signing table where? accessible entrance is at the back
- budget left ~£140`;
    expect(kindOf(notes)).not.toBe('math');
    expect(kindOf(notes)).not.toBe('analyze-data');
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = optimize(notes, target);
      expect(prompt, target).not.toMatch(ANSWER_WITH_REASONS);
      expect(prompt, target).not.toContain('quote the figures');
      expect(prompt, target).not.toContain('\\boxed{}');
    }
  });
  const direct = [
    'Is it legal for my landlord to keep my deposit for normal wear and tear in England?',
    'Kann mein Vermieter die Kaution für normale Abnutzung einbehalten?',
  ];
  for (const rough of direct)
    it(`still direct: ${rough.slice(0, 40)}`, () =>
      expect(optimize(rough, 'gpt').prompt).toMatch(ANSWER_WITH_REASONS));
});

describe('"dont lecture me" over data: no method section', () => {
  const csv =
    'week,ava,theo,juno\n1,140,60,95\n2,150,45,100\n3,120,70,110\n4,165,30,90\n5,155,55,130\n6,170,20,125';
  const casual = [
    `teacher wants us logging reading minutes. which of my 3 is slacking and is anyone actually improving? dont lecture me lol\n\n${csv}`,
    `which kid reads the most? keep it short\n\n${csv}`,
    `just tell me who improved the most\n\n${csv}`,
    `wer liest am wenigsten? kurz bitte\n\n${csv}`,
    `qui lit le moins ? sans blabla\n\n${csv}`,
  ];
  for (const rough of casual)
    it(rough.slice(0, 50), () => {
      for (const target of ASSISTANT_KEYS) {
        const { prompt } = optimize(rough, target);
        expect(prompt, target).not.toMatch(/which rows and columns|welche Zeilen|quelles lignes/);
        expect(prompt, target).toContain('3,120,70,110');
      }
    });
  it('a plain data question keeps the method line', () => {
    expect(optimize(`which kid is improving the most?\n\n${csv}`, 'gpt').prompt).toContain(
      'which rows and columns',
    );
  });
});
