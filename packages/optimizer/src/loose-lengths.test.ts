import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

/**
 * "a couple of paragraphs", "a few sentences", "un par de párrafos", "ein paar Sätze": a stated
 * length in loose words is a length, so the engine keeps the user's words and never asks "How
 * long should it be?" about it. Look-alikes where "a couple of" counts people or things.
 */

const STATED: readonly [string, 'paragraphs' | 'sentences' | 'items', number][] = [
  ['explain how compound interest works, no bullet points, just a couple of paragraphs', 'paragraphs', 2],
  ['a couple of sentences on why the sky is blue please', 'sentences', 2],
  ['write a few paragraphs about honeybees for my nephew', 'paragraphs', 3],
  ['give me a few lines about the history of Porto', 'items', 3],
  ['summarise the french revolution in a couple of paragraphs', 'paragraphs', 2],
  ['explícame la inflación en un par de párrafos', 'paragraphs', 2],
  ['explique-moi la photosynthèse en quelques paragraphes', 'paragraphs', 3],
  ['erklär mir Zinseszins in ein paar Sätzen', 'sentences', 3],
  ['spiegami la fotosintesi in un paio di paragrafi', 'paragraphs', 2],
  ['explica a inflação em um par de parágrafos', 'paragraphs', 2],
];

describe('a length told in loose words', () => {
  for (const [rough, kind, count] of STATED) {
    it(`is read and not asked about: ${rough}`, () => {
      expect(analyze(rough).slots.length).toMatchObject({ kind, exact: count });
      for (const target of ASSISTANT_KEYS) {
        const result = optimize(rough, target);
        expect(result.questions.map((q) => q.slot)).not.toContain('length');
      }
    });
  }

  for (const rough of [
    'a couple of friends are coming over, plan a dinner menu',
    'tengo un par de dudas sobre el alquiler',
    'ho qualche domanda sul mutuo, puoi aiutarmi',
    'a few colleagues asked me about pensions, explain them simply',
  ]) {
    it(`is not made up from people or things: ${rough}`, () => {
      expect(analyze(rough).slots.length).toBeNull();
    });
  }
});

describe('a role-play', () => {
  for (const rough of [
    "let's play a game where you are a detective and i am the suspect",
    'you are a grumpy medieval innkeeper and i am a traveller looking for a room',
    'pretend to be my grandma telling me a bedtime story about the war',
  ]) {
    it(`for fun has no "level" to ask about: ${rough}`, () => {
      expect(optimize(rough, 'gpt').questions.map((q) => q.slot)).not.toContain('level');
    });
  }

  for (const rough of [
    'roleplay a waiter in a paris café so i can practice my french',
    'act as an interviewer for a junior nurse job and interview me',
  ]) {
    it(`for practice may still ask the level: ${rough}`, () => {
      expect(analyze(rough).classification.kind).toBe('roleplay');
      expect(optimize(rough, 'gpt').questions.map((q) => q.slot)).toContain('level');
    });
  }
});
