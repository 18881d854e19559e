import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ROLES, type Domain } from './i18n/scaffold/domains';
import { scaffoldFor } from './i18n/scaffold';
import { MEAL_PLANNER } from './plan/role-fit';
import { optimize } from './index';

/**
 * The role line comes from the task first and the subject second: a doctor, a vet, a lawyer or a
 * financial planner only when the user asks for that expert's judgement, not when the subject is
 * named in a list of meal ideas, a budget, a maths check, a decision or a curious question. Each
 * checked on the prompt every assistant receives.
 */

/** The subject experts whose role line appears in the prompt (any language, any register). */
function expertsIn(prompt: string): Set<Domain> {
  const found = new Set<Domain>();
  for (const roles of Object.values(DOMAIN_ROLES))
    for (const [domain, role] of Object.entries(roles))
      if (prompt.includes(role)) found.add(domain as Domain);
  return found;
}

function forEveryAssistant(rough: string, check: (prompt: string) => void): void {
  for (const target of ASSISTANT_KEYS) check(optimize(rough, target).prompt);
}

/** Some assistants' prompts carry no role line at all: what a role must be is checked where one is. */
function forRoleAssistants(rough: string, check: (prompt: string) => void): void {
  for (const target of ['gpt', 'claude'] as const) check(optimize(rough, target).prompt);
}

const hasMealPlanner = (prompt: string) => Object.values(MEAL_PLANNER).some((r) => prompt.includes(r));

describe('meal ideas for someone with a condition get a meal planner, not the health educator', () => {
  it.each([
    '6 packed lunch ideas for my grandad who has type 2 diabetes, under £25 a week, no full recipes',
    'quick breakfast ideas for my partner who has high cholesterol, we only have 10 minutes',
    'snack ideas for my daughter who has a dairy allergy, to take to nursery',
    'ideas de cenas para mi padre que tiene la tensión alta, baratas y sin recetas largas',
    'idées de déjeuners pour ma mère qui a du cholestérol, pas de recettes complètes',
    'Ideen für Mittagessen für meinen Vater mit hohem Blutdruck, bitte ohne ganze Rezepte',
    'idee per pranzi per mio padre che ha il diabete, niente ricette complete',
    'ideias de almoço para meu avô que tem pressão alta, sem receitas completas',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(expertsIn(prompt).has('health')).toBe(false));
    forRoleAssistants(rough, (prompt) => expect(hasMealPlanner(prompt)).toBe(true));
  });
});

describe('a budget in a plan or a list is no money advice', () => {
  it.each([
    'plan a 40th birthday party for 30 guests in a rented hall, budget 700 euros',
    'budget 350€, plan a summer get-together for my running club',
    'make me a weekly meal plan for two adults on a budget of 60 pounds',
    'give me 10 gift ideas for my brother who loves cycling, budget 40 dollars',
    'Presupuesto de 250 euros: organiza la despedida de soltera de mi prima',
    "Avec un budget de 450 euros, organise l'enterrement de vie de garçon de mon frère",
    'Mit einem Budget von 300 Euro: plane eine Gartenparty für 20 Nachbarn',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(expertsIn(prompt).has('money')).toBe(false));
  });
});

describe('a sum to check is maths, not a consultation with a financial planner', () => {
  it.each([
    'I put 8000 in a fixed saver at 4.5% for 3 years and the bank says I will have 9129.33, is that right?',
    'my car loan is 12k at 6.9% over 4 years, is my monthly payment of 287 correct? check my maths',
    'coloquei 5000 na poupança a 6% ao ano e em 2 anos terei 5618, está certo?',
    'he metido 3000 euros en un depósito al 3% durante 2 años y me salen 3182,70, ¿está bien?',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(expertsIn(prompt).has('money')).toBe(false));
  });
});

describe('a curious question about animals gets no safety-first vet', () => {
  it.each([
    'why do cats bring dead mice to the door',
    'how come dogs roll in smelly stuff',
    '¿por qué los perros dan vueltas antes de acostarse?',
    'pourquoi les chats aiment-ils les boîtes en carton ?',
    'warum wedeln Hunde mit dem Schwanz?',
    'perché i gatti dormono così tanto?',
    'por que os cachorros uivam para sirenes?',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(expertsIn(prompt).has('pets')).toBe(false));
  });
});

describe('a reply to a private message on LinkedIn is a message, not a social media post', () => {
  it.each([
    'write a reply to a headhunter who messaged me on LinkedIn about a product manager job, say I am happy where I am',
    'help me reply to this LinkedIn InMail from a recruiter, I would like to hear more about the salary',
    'draft an answer to a recruiter message on LinkedIn: interested, but only remote roles',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(prompt).not.toContain('You are a social media copywriter.'));
    forRoleAssistants(rough, (prompt) =>
      expect(prompt).toContain('You write short, natural messages that sound like the sender.'),
    );
  });

  it('a LinkedIn post keeps its copywriter', () => {
    const { prompt } = optimize('write a LinkedIn post announcing that I passed my accountancy exams', 'gpt');
    expect(prompt).toContain('You are a social media copywriter.');
  });
});

describe('a choice between offers gets an even-handed advisor, not a planner or a trainer', () => {
  it.each([
    'help me pick a gym membership plan for next year, short paragraph: 1) basic gym 2) club with pool 3) classes only',
    'help me decide which mobile plan to go for: 1) 10GB for 8 a month 2) unlimited for 20 a month',
    'planifica conmigo y ayúdame a elegir un gimnasio: 1) 25 euros 2) 40 euros con piscina',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => {
      expect(expertsIn(prompt).size).toBe(0);
      expect(prompt).not.toContain(scaffoldFor('en', '').roles.plan ?? '∅');
      expect(prompt).not.toContain(scaffoldFor('es', '').roles.plan ?? '∅');
    });
  });
});

describe('an animal that is unwell gets the vet, content ideas for a clinic the marketer', () => {
  it.each([
    'my cat has been sneezing and has runny eyes for three days, what could it be?',
    'is it safe to give my dog paracetamol for a limp?',
    'my rabbit has stopped eating and is sitting hunched, what should I do?',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(expertsIn(prompt).has('health')).toBe(false));
    forRoleAssistants(rough, (prompt) => expect(expertsIn(prompt).has('pets')).toBe(true));
  });

  it.each([
    'give me 8 blog post ideas for my vet practice',
    'ideas de publicaciones para mi clínica veterinaria',
    'Beitragsideen für meine Tierarztpraxis auf Instagram',
  ])('%s', (rough) => {
    forEveryAssistant(rough, (prompt) => expect(expertsIn(prompt).has('pets')).toBe(false));
  });
});

describe("look-alikes that ask for the expert's judgement keep the expert", () => {
  it.each<[string, Domain]>([
    ['my 3 year old has a fever of 39.4 and is very sleepy, what do i do', 'health'],
    ['can my landlord keep my whole deposit for a bit of cleaning', 'legal'],
    ['my puppy ate a raisin an hour ago, is that dangerous?', 'pets'],
    ['why does my cat keep throwing up after eating', 'pets'],
    ['how should I invest 15k for my retirement, I am 40', 'money'],
    ['make a plan to pay off my 6000 credit card debt in a year', 'money'],
    ['ideas to lower my blood pressure without tablets', 'health'],
    ['¿mi casero puede quedarse con la fianza si dejo el piso limpio?', 'legal'],
    ['mon chat a mangé un lys, que dois-je faire ?', 'pets'],
    ['Mein Sohn hat seit zwei Tagen 39 Grad Fieber, was soll ich tun?', 'health'],
  ])('%s', (rough, domain) => {
    forRoleAssistants(rough, (prompt) => expect(expertsIn(prompt).has(domain)).toBe(true));
  });
});
