import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * "can you <do something>" also asks what is possible for anyone; a yes/no question about a fact
 * needs no questions for cooking a meal; a recommendation of a book is no purchase by budget; a
 * proof or "don't give me the answer" keeps its working in the open. New prompts only; every
 * assertion reads what the user sees.
 */

const promptFor = (rough: string, target: (typeof ASSISTANT_KEYS)[number] = 'gpt'): string =>
  optimize(rough, target).prompt;
const asked = (rough: string): string =>
  optimize(rough, 'gpt')
    .questions.map((q) => q.question)
    .join(' | ');

describe('"can you <verb>" about what is possible stays a question', () => {
  const POSSIBLE = [
    ['can u refreeze thawed chicken', /\bCan you refreeze thawed chicken\?/],
    ['can you get a tan through clouds', /\bCan you get a tan through clouds\?/],
    [
      'could you break a phone contract early in the uk',
      /\bCould you break a phone contract early in the UK\?/i,
    ],
    ['can you make bread without yeast', /\bCan you make bread without yeast\?/],
  ] as const;
  for (const [rough, expected] of POSSIBLE) {
    it(`"${rough}"`, () => {
      for (const target of ASSISTANT_KEYS) {
        const prompt = promptFor(rough, target);
        expect(prompt, target).toMatch(expected);
      }
    });
  }

  it('a request to the assistant still becomes an instruction', () => {
    expect(promptFor('can you write a haiku about autumn rain')).toMatch(
      /^Write a haiku about autumn rain\./m,
    );
    expect(promptFor('can you make me a packing list for a weekend of camping')).toMatch(
      /^Make me a packing list for a weekend of camping\./m,
    );
    expect(promptFor('could you break this down for a 10 year old: how vaccines work')).not.toMatch(
      /^Could you break/m,
    );
  });
});

describe('a yes/no question about food is no meal to plan', () => {
  it('"can I …" and "is it safe to …" get no diet, cooking-time or servings chips', () => {
    for (const rough of ['can i eat eggs past the best before date', 'is it safe to reheat rice twice']) {
      expect(asked(rough)).not.toMatch(/dietary|time do you have to cook|how many people/i);
    }
  });

  it('asking what to cook still asks them', () => {
    expect(asked('what should i cook for dinner tonight')).toMatch(
      /dietary|time do you have to cook|how many people/i,
    );
  });
});

describe('a recommendation for something read or watched is not a purchase by budget', () => {
  it('books, films and podcasts get no price brackets', () => {
    for (const rough of [
      'recommend a good book on the history of maps',
      'recommend some good podcasts about urban planning',
      'looking for a good film for a rainy sunday',
    ])
      expect(asked(rough), rough).not.toMatch(/budget/i);
  });

  it('a thing to buy still gets its budget question', () => {
    expect(asked('recommend a good tent for two people')).toMatch(/budget/i);
  });
});

describe('the working is the answer', () => {
  it('a proof gets no hidden-reasoning tags for Claude and no boxed answer for DeepSeek', () => {
    const rough = 'prove that there are infinitely many primes, step by step please';
    expect(promptFor(rough, 'claude')).not.toMatch(/<thinking>|<answer>/);
    expect(promptFor(rough, 'deepseek')).not.toMatch(/\\boxed/);
  });

  it.each([
    [
      'prove that the product of four consecutive integers plus 1 is always a perfect square',
      /complete proof for every integer/,
    ],
    [
      'prove that the square of any odd integer leaves remainder 1 when divided by 8',
      /complete proof for every integer/,
    ],
    [
      'demuestra que la suma de tres números enteros consecutivos siempre es divisible por 3',
      /demostración completa/,
    ],
  ])('a proof asks for rigour, not a final answer: %s', (rough, line) => {
    for (const target of ASSISTANT_KEYS) {
      const prompt = promptFor(rough, target);
      expect(prompt, target).not.toMatch(/final answer|respuesta final|Endergebnis|\\boxed/i);
      expect(prompt, target).toMatch(line);
    }
  });

  it('a proof with "just a hint" gets neither the proof line nor a final answer', () => {
    const prompt = promptFor('prove n^3 - n is divisible by 6, dont give me the answer just a hint', 'gpt');
    expect(prompt).not.toMatch(/complete proof|final answer/);
  });

  it('"don\'t give me the answer" drops our "state the final answer" line for every assistant', () => {
    const rough =
      'i think the area of a circle with radius 4 is 16pi but not sure, dont give me the answer, just a hint';
    for (const target of ASSISTANT_KEYS) {
      const prompt = promptFor(rough, target);
      expect(prompt, target).not.toMatch(/final answer|\\boxed/i);
      expect(prompt, target).toMatch(/dont give me the answer|don't give me the answer/i);
    }
  });

  it("an ordinary equation keeps Claude's tags and DeepSeek's boxed line", () => {
    const rough = 'solve 5x - 3 = 2x + 9 for x';
    expect(promptFor(rough, 'claude')).toMatch(/<thinking>/);
    expect(promptFor(rough, 'deepseek')).toMatch(/\\boxed/);
  });
});
