import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { kindsIn } from './test-corpus/kinds-in';
import { CONFIDENT, type TaskKind } from './analysis/types';

/**
 * A kind's template needs the request's own evidence: its verb and object, not a stray word. New
 * prompts of the shapes judges marked down (a how-to question given comparison criteria, a child's
 * dose or a writing brief with numbers given the maths plan, a to-do list or a school class read as
 * classification, a rights question read as writing, a relationship question read as a comparison
 * or a translation), each checked on the prompt every assistant receives, with positive controls.
 */

/** No wrong kind's lines for any assistant, and the user's own task reaches every prompt. */
function expectFaithful(rough: string, task: string, wrong: readonly TaskKind[]): void {
  for (const target of ASSISTANT_KEYS) {
    const found = kindsIn(rough, target);
    for (const kind of wrong) expect(found.has(kind), `${target}: ${kind} lines`).toBe(false);
    expect(optimize(rough, target).prompt, target).toContain(task);
  }
}

/** Positive controls: the kind is read, certain enough for its template. */
function expectKind(rough: string, kind: TaskKind): void {
  const { classification } = optimize(rough, 'gpt').analysis;
  expect(classification.kind).toBe(kind);
  expect(classification.confidence).toBeGreaterThanOrEqual(CONFIDENT);
}

describe('a how-to question is no comparison: "better" and "compare" need options to weigh', () => {
  it.each([
    ["What's better for mould on a bathroom ceiling?", 'mould on a bathroom ceiling'],
    ["What's the best way to remove mould from tiles or grout?", 'remove mould from tiles or grout'],
    ['How do I compare quotes from two plumbers for fixing a leak?', 'quotes from two plumbers'],
    ["Quel est le meilleur moyen d'enlever la moisissure au plafond ?", 'la moisissure au plafond'],
    ['¿Qué es mejor para quitar el moho del techo?', 'quitar el moho del techo'],
    ['Was ist besser gegen Schimmel an der Decke?', 'Schimmel an der Decke'],
    ['Cosa è meglio per togliere la muffa dal soffitto?', 'togliere la muffa'],
    ['Qual o melhor jeito de tirar mofo da parede?', 'tirar mofo da parede'],
  ])('%s', (rough, task) => {
    expectFaithful(rough, task, ['compare']);
  });

  it.each([
    'Which is better for the bathroom ceiling, anti-mould paint or regular paint?',
    'Quelle est la différence entre un PEA et une assurance vie ?',
    'Compare these two job offers for me: A pays 52k with 25 days off, B pays 58k with 20 days off.',
  ])('positive control, options named: %s', (rough) => {
    expectKind(rough, 'compare');
  });
});

describe('numbers alone make no word problem', () => {
  it.each([
    ['my son is 7, 22 kg, fever 39.2. how many ml of calpol and how often?', 'calpol'],
    ['My 2 year old has a fever of 38.5, how much Tylenol can I give? He weighs 12 kg.', 'Tylenol'],
    ['Mon fils de 5 ans pèse 18 kg, combien de Doliprane sirop je peux lui donner ?', 'Doliprane'],
    ['Mein Sohn ist 4 und wiegt 17 kg, wie viel Nurofen Saft darf er bekommen?', 'Nurofen'],
    ['Mia figlia ha 3 anni e pesa 14 kg, quanta Tachipirina posso darle?', 'Tachipirina'],
    ['Minha filha tem 5 anos e 19 kg, quantas gotas de dipirona posso dar?', 'dipirona'],
  ])('a child’s dose is a health question, not maths or a lesson: %s', (rough, task) => {
    expectFaithful(rough, task, ['math', 'explain']);
  });

  it.each([
    ['Write an email to the team: the total budget is 4500 and 15% of it goes to travel.', '4500'],
    [
      'Write a message to parents: the trip costs 45 euros for 3 days. How much pocket money should they give?',
      'pocket money',
    ],
    [
      'Draft a post for our bakery: we sold 1200 croissants in 2 days, how many in a week if it keeps up?',
      '1200 croissants',
    ],
  ])('a writing brief keeps its numbers as facts: %s', (rough, task) => {
    expectFaithful(rough, task, ['math']);
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe('write');
  });

  it('dates are when, not quantities', () => {
    expectFaithful(
      'We leave on 3 June and come back on 17 June, how many days of annual leave do I need to book?',
      'annual leave',
      ['math'],
    );
  });

  it.each([
    'A car travels 120 km in 2 hours. What is its average speed?',
    'The recipe says 250 g flour for 4 people. How much for 6?',
  ])('positive control, a real word problem: %s', (rough) => {
    expectKind(rough, 'math');
  });
});

describe('sorting into an order, a to-do list or a school class is no classification', () => {
  it.each([
    [
      'Sort these by priority for my week: dentist, tax return, fix bike, call grandma, renew passport',
      'renew passport',
    ],
    [
      'Sort these tasks into today, this week, later: pay electricity bill, book vet, call mum, fix shelf',
      'book vet',
    ],
    ['Sort these animals from smallest to biggest: cat, elephant, mouse, horse', 'elephant'],
    ['Trie ces tâches par urgence : payer le loyer, rendez-vous dentiste, appeler Marc', 'appeler Marc'],
    ['Sortiere diese Aufgaben nach Dringlichkeit: Steuererklärung, Zahnarzt, Fahrrad reparieren', 'Zahnarzt'],
    [
      'Logic puzzle: sort these 5 people by age. Ann is older than Bob, Cara is youngest, Dan is older than Ann but younger than Eve.',
      'Ann is older than Bob',
    ],
    [
      'Aide-moi à organiser la sortie scolaire de la classe de ma fille, je suis parent accompagnateur.',
      'sortie scolaire',
    ],
    ["Qual è la classifica della Serie A quest'anno?", 'Serie A'],
    ['Give me some categories for my recipe blog', 'recipe blog'],
  ])('%s', (rough, task) => {
    expectFaithful(rough, task, ['classify']);
  });

  it.each([
    'Categorize these expenses: Netflix 12, Tesco 54, Shell 40, rent 900',
    'Sort these customer reviews into positive, negative or neutral.',
    'Trie ces avis clients en positifs et négatifs.',
    'Bitte klassifiziere die folgenden Support-Tickets nach Dringlichkeit, also hoch, mittel oder niedrig:\n- Der Server antwortet nicht\n- Tippfehler auf der Startseite\n- Rechnung wurde doppelt abgebucht',
  ])('positive control, labels to give: %s', (rough) => {
    expectKind(rough, 'classify');
  });
});

describe('a rights question is a question, not a text to write or a lesson', () => {
  it.each([
    [
      'My landlord says I have to pay for a new boiler. Write back to him? Or do I have to pay?',
      'new boiler',
    ],
    ['Write me what my rights are if my landlord raises the rent mid-lease', 'raises the rent'],
    ['Help me understand whether my landlord can raise the rent mid-lease', 'raise the rent'],
  ])('%s', (rough, task) => {
    expectFaithful(rough, task, ['write', 'explain']);
  });

  it('positive control: a reply asked for is written', () => {
    expectKind(
      'Can my landlord raise the rent mid-lease? If not, draft a short reply I can send him.',
      'write',
    );
  });
});

describe('a relationship question is no comparison, translation or analysis', () => {
  it.each([
    ['Minha mãe compara eu e minha irmã o tempo todo. Como lidar com isso?', 'minha irmã'],
    [
      "My sister asked me to write her wedding speech but we're not close. How do I say no nicely?",
      'say no nicely',
    ],
    ['Mon mari analyse tout ce que je dis. Comment lui faire comprendre que ça me blesse ?', 'me blesse'],
    ["My wife calculates every cent we spend and it's driving me crazy. What do I do?", 'every cent'],
    ['My partner codes all night and ignores me. How do I talk to him about it?', 'ignores me'],
  ])('%s', (rough, task) => {
    expectFaithful(rough, task, ['compare', 'translate', 'analyze-data', 'math', 'code', 'write']);
  });

  it('positive control: a phrase with its language named is translated', () => {
    expectKind('how do you say good morning in Japanese', 'translate');
  });
});
