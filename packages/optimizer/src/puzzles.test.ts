import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { MATH_LINE } from './assistants/deepseek';
import { scaffoldFor } from './i18n/scaffold';
import { optimize } from './index';
import { CONFIDENT } from './analysis/types';

/**
 * Logic puzzles get the maths plan whatever they are called (or not called), and a pasted
 * puzzle's clues keep their lines; "sort … by topic: a, b, c" over items is a classification.
 * New prompts written for these tests, checked on the prompt every assistant receives.
 */

/** The maths plan for every assistant: DeepSeek's boxed line, the others' step-by-step line. */
function expectPuzzlePlan(rough: string): void {
  for (const target of ASSISTANT_KEYS) {
    const r = optimize(rough, target);
    expect(r.analysis.classification.kind, target).toBe('math');
    expect(r.analysis.classification.confidence, target).toBeGreaterThanOrEqual(CONFIDENT);
    const s = scaffoldFor(r.analysis.language, r.analysis.request);
    // Claude gets the guide's strongest level for a worked problem: <thinking> then <answer> [A3].
    const steps = target === 'claude' ? [s.refine.stepByStepClaude] : (s.guidance.math ?? []);
    if (target === 'deepseek') expect(r.prompt.trimEnd().endsWith(MATH_LINE), target).toBe(true);
    else
      expect(
        steps.some((l) => r.prompt.includes(l)),
        `${target}: ${r.prompt}`,
      ).toBe(true);
  }
}

function expectNotMath(rough: string): void {
  for (const target of ASSISTANT_KEYS) {
    const r = optimize(rough, target);
    expect(r.analysis.classification.kind, target).not.toBe('math');
    expect(r.prompt, target).not.toContain('\\boxed{}');
  }
}

describe('logic puzzles get the maths plan', () => {
  it.each([
    [
      '"Puzzle:" as a heading over a sort',
      'Puzzle: order these cards so that each one is worth more than the two before it added up: 6, 2, 15, 9, 30',
    ],
    [
      '"Puzzle" alone on the first line',
      'Puzzle\nThree cousins each brought one dessert.\nIrene did not bring the cake.\nThe tart came with the oldest cousin.\nPaulo is the youngest.\nWho brought what?',
    ],
    [
      'a puzzle found somewhere',
      "Here's a puzzle from a quiz night: four glasses, three full, one empty, you may move only one glass. How do you make full and empty alternate?",
    ],
    [
      'no puzzle word: who owns the fish',
      'Five neighbours live on one street, each with a different pet.\nThe baker lives next to the parrot.\nThe teacher keeps no cat.\nWho owns the fish?',
    ],
    [
      'no puzzle word: river crossing',
      'A shepherd must bring a fox, a hen and a sack of grain across a river. The boat only carries him and one more thing, and the fox cannot be left alone with the hen. How does he do it?',
    ],
    [
      'no puzzle word: an age puzzle',
      'Leo is four times as old as his daughter. In 20 years he will be twice her age. How old is each of them today?',
    ],
    [
      'knights and knaves',
      'On this island knights always tell the truth and knaves always lie. Ines says "Omar and I are both knaves." What are Ines and Omar?',
    ],
    ['a riddle', 'riddle: the more you take, the more you leave behind. what am I?'],
    [
      'a brain teaser',
      'brain teaser for the office: a lily pad doubles every day and covers the pond on day 30. on which day is it half covered?',
    ],
    ['German Rätsel', 'Ein Rätsel von meiner Oma: Was hat Zähne, beißt aber nie?'],
    ['Spanish acertijo', 'Un acertijo: ¿qué se moja mientras seca?'],
    ['French énigme', 'Petite énigme : qu’est-ce qui a un cou mais pas de tête ?'],
    ['Italian indovinello', 'Indovinello per i bambini: cosa ha le foglie ma non è un albero?'],
    ['Portuguese charada', 'Charada: o que é que quanto mais se tira, maior fica?'],
  ])('%s', (_name, rough) => expectPuzzlePlan(rough));

  it('a pasted puzzle keeps one clue a line for every assistant', () => {
    const clues = [
      'Four runners finished a race: Aiko, Bea, Cleo and Dara.',
      'Aiko finished before Bea.',
      'Cleo was not last.',
      'Dara finished right after Aiko.',
    ];
    const rough = `can someone help, this riddle is driving me mad\n${clues.join('\n')}\nIn what order did they finish?`;
    for (const target of ASSISTANT_KEYS) {
      const prompt = optimize(rough, target).prompt;
      for (const clue of clues)
        expect(prompt, target).toMatch(new RegExp(`^${clue.replace(/[.]/g, '\\.')}$`, 'm'));
    }
  });

  it.each([
    ['a toy', 'We got a 500 piece jigsaw puzzle for grandma, any tips to start it?'],
    [
      'a puzzle to write',
      'Write a riddle for the treasure hunt at my son’s party, the answer is "the fridge"',
    ],
    ['a present to choose', 'What is a good puzzle for a 6 year old who loves dinosaurs?'],
    [
      'a boat trip',
      'We take the boat across the river to the island market on Saturday, what should we pack?',
    ],
    ['a pet question', 'My puppy cannot be left alone with the cat yet. How do I introduce them slowly?'],
    ['puzzled', 'I am puzzled by my gas bill, why would it double in one month?'],
  ])('not a puzzle: %s', (_name, rough) => expectNotMath(rough));
});

describe('sorting under labels given is a classification', () => {
  const classifier = (rough: string) =>
    ASSISTANT_KEYS.map((target) => optimize(rough, target).analysis.classification);

  it.each([
    [
      'en',
      'Sort these messages by topic: refunds, delivery, other\n1. "I was charged for an order I cancelled"\n2. "The courier left my box in the rain"\n3. "Do you ship to Norway?"',
    ],
    [
      'en, labels without "by"',
      'Sort these support requests: account, billing or bug\n- "cannot reset my password"\n- "invoice shows the wrong VAT number"\n- "the export button does nothing"',
    ],
    [
      'es',
      'Ordena estos mensajes por tema: pagos, envíos, otros\n- "Me cobraron dos veces"\n- "Mi paquete no llega"',
    ],
    [
      'fr',
      'Trie ces messages par thème : paiement, livraison, autre\n1. « J’ai été débité deux fois »\n2. « Mon colis est perdu »',
    ],
  ])('%s: labels given and items to label', (_lang, rough) => {
    for (const c of classifier(rough)) {
      expect(c.kind).toBe('classify');
      expect(c.confidence).toBeGreaterThanOrEqual(CONFIDENT);
    }
  });

  it('labels alone, with nothing to label yet, stay the user’s own words', () => {
    for (const c of classifier('Sort these recipes by course: starters, mains, desserts')) {
      expect(c.confidence).toBeLessThan(CONFIDENT);
    }
  });

  it('sorting by urgency is ordering, not a classification', () => {
    for (const c of classifier(
      'Sort these jobs by urgency: the leaking tap, the squeaky door, the broken heater',
    )) {
      expect(c.kind === 'classify' && c.confidence >= CONFIDENT).toBe(false);
    }
  });
});

describe('chances and odds are probability', () => {
  it.each([
    'if i roll 2 dice what are the chances of getting at least one 6',
    'what are the odds of getting 3 heads in 5 coin flips',
  ])('%s gets the boxed answer for DeepSeek', (rough) => {
    expect(optimize(rough, 'deepseek').prompt).toContain('put your final answer within \\boxed{}');
  });

  it('the chances of rain are no maths problem', () => {
    expect(optimize('what are the chances of rain in lisbon in may', 'deepseek').prompt).not.toContain(
      '\\boxed',
    );
  });
});
