import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * A stock line that speaks of something the user gave ("the labels given", "the names, dates and
 * amounts I gave", "the final answer") is wrong when nothing was given. New prompts of the shapes
 * judges marked down, in several languages, checked on the prompt every assistant receives, with
 * look-alikes where the premise holds and the line must stay.
 */
function prompts(rough: string): string[] {
  return ASSISTANT_KEYS.map((target) => optimize(rough, target).prompt);
}

function expectNone(rough: string, wrong: RegExp): void {
  for (const [i, prompt] of prompts(rough).entries()) expect(prompt, ASSISTANT_KEYS[i]).not.toMatch(wrong);
}

function expectSome(rough: string, right: RegExp): void {
  expect(prompts(rough).some((prompt) => right.test(prompt))).toBe(true);
}

const ITEMS = [
  '',
  '',
  '- the app is slow to load in the morning',
  '- I cant find the export button anywhere',
  '- love the new dark mode',
  '- login keeps timing out on my phone',
  '- please add CSV export',
].join('\n');

const GIVEN_LABELS =
  /labels given|fits none of the labels|étiquettes fournies|vorgegebenen Kategorien|etiquetas indicadas|etichette fornite|rótulos fornecidos/;

describe('"use only the labels given" needs labels the user listed', () => {
  it.each([
    'categorize these survey responses',
    'classify this feedback by theme',
    'tag each of these comments with a topic',
    'can you sort these employee survey answers into categories?',
    'catégorise ces réponses au sondage',
    'kategorisiere diese Umfrageantworten',
    'clasifica estas respuestas de la encuesta',
  ])('%s', (ask) => {
    expectNone(`${ask}${ITEMS}`, GIVEN_LABELS);
  });

  it.each([
    ['sort these customer comments into: Pricing, Delivery, Product quality, Other', /labels given/],
    ['classify each review as positive, negative or neutral', /labels given/],
    ['label each ticket as bug/feature/question', /labels given/],
    ["tag each comment with 'UX' or 'Performance'", /labels given/],
    ['clasifica estas respuestas en precio, entrega o calidad', /etiquetas indicadas/],
    ['classe ces avis en positif, négatif ou neutre', /étiquettes fournies/],
  ])('labels listed, the line stays: %s', (ask, right) => {
    expectSome(`${ask}${ITEMS}`, right);
  });
});

const GAVE_FACTS =
  /names, dates and amounts I gave|reference numbers and dates I gave|fechas e importes que te he dado|dates et montants que je|Beträge, die ich|date e importi che|datas e valores que eu dei/;

describe('a letter keeps "the names, dates and amounts I gave" only when some were given', () => {
  it.each([
    'write a resignation letter',
    'formal letter to my landlord asking to end the tenancy early',
    'escribe una carta de dimisión',
    'écris une lettre de démission',
    'schreib einen Kündigungsbrief an meinen Vermieter',
    // "2 weeks" is a length of time: no reference number to put first.
    'resignation letter, i am giving 2 weeks notice',
  ])('%s', (rough) => {
    expectNone(rough, GAVE_FACTS);
  });

  it('a figure is no reference number: "2 weeks notice" opens with who I am', () => {
    expectNone('resignation letter, i am giving 2 weeks notice', /reference numbers/);
  });

  it.each([
    [
      'write a complaint letter to my landlord, he kept £450 of my £1200 deposit, tenancy ended 3 March',
      /reference numbers and dates I gave/,
    ],
    ['write a resignation letter to my manager Sarah at Brightline', /names, dates and amounts I gave/],
  ])('details given, the line stays: %s', (rough, right) => {
    expectSome(rough, right);
  });
});

const MATHS_LINES = /step by step|final answer|<thinking>|\\boxed|étape par étape|Schritt für Schritt/;

describe('numbers in a writing ask are facts, not a maths problem', () => {
  it.each([
    'slogans for my family-run plumbing business, 3 generations since 1987, 24/7 call-outs',
    "we're open 24/7, 365 days a year: write a short blurb for our gym's homepage",
    'ouvert 7j/7 et 24h/24 : écris trois slogans pour notre dépannage serrurerie',
    'tagline for our locksmith, 24/7 emergency service, 15 minute response in 2 towns',
  ])('%s', (rough) => {
    expectNone(rough, MATHS_LINES);
  });

  it.each([
    'what is 24/7 as a decimal',
    'a pizza is cut into 8 slices, Tom eats 3/8 and Ann eats 1/4, how much is left',
  ])('a real sum keeps its maths lines: %s', (rough) => {
    expectSome(rough, /step by step/);
  });
});

describe('the rules line and the proof line fit what is asked', () => {
  it.each([
    'do I need a transit visa for a 6 hour layover in Frankfurt',
    'can I drive in Spain with my UK licence?',
  ])('no "amounts and limits" on a rules question without amounts: %s', (rough) => {
    expectNone(rough, /amounts and limits/);
  });

  it.each([
    'prove that at any party the number of people who shook hands an odd number of times is even',
    'prove that in any group of 6 people there are 3 mutual friends or 3 mutual strangers',
  ])('people counted are never negative: %s', (rough) => {
    expectNone(rough, /negative integers/);
  });

  it('a claim about integers keeps zero and the negatives', () => {
    expectSome('prove that the square of any odd integer is odd', /negative integers included/);
  });
});

describe('"add nothing the text does not say" gives way when ideas are asked for', () => {
  const NOTES = '\n\n- launch moved to 14 March\n- budget 40k approved\n- Sam owns QA';
  it.each([
    `here are my meeting notes, turn them into an email to the team and suggest next steps we missed:${NOTES}`,
    `turn these notes into a short update for the board, with a few ideas for what to do next:${NOTES}`,
    `summarise this report and give me some ideas for what to do next:\n\nSales fell 12% in Q3 to 1.4m. Returns rose to 9%. The new store in Leeds opened on 2 September and made 210k.`,
  ])('%s', (rough) => {
    expectNone(rough, /Add nothing the text does not say|Use only what the text says/);
  });

  it('a plain rewrite of the notes keeps it', () => {
    expectSome(
      `here are my meeting notes, turn them into an email to the team:${NOTES}`,
      /Add nothing the text does not say/,
    );
  });
});
