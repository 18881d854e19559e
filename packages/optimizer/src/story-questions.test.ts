import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * A bedtime story whose plot the user tells still lacks the child's age (what decides words,
 * length and how scary it may be); a stated age is never asked again, and the business chips
 * ("Colleagues", "Customers") never come with a story.
 */
describe('a bedtime story with its plot told', () => {
  for (const rough of [
    'write a bedtime story about a dragon who is scared of the dark',
    'can you make up a bedtime story about two otters who lose their favourite rock',
    'escribe un cuento para dormir sobre un gato astronauta que echa de menos a su abuela',
    'schreib eine Gutenachtgeschichte über einen Igel, der nicht schlafen kann',
  ]) {
    it(`asks the child's age, not who it is for: ${rough}`, () => {
      const slots = optimize(rough, 'gpt').questions.map((q) => q.slot);
      expect(slots).toContain('child-age');
      expect(slots).not.toContain('audience');
    });
  }

  for (const rough of [
    'bedtime story for my 4 year old about a brave snail please, short',
    'a bedtime story about a sleepy bus for my son, he is 6',
  ]) {
    it(`does not ask an age it was told: ${rough}`, () => {
      expect(optimize(rough, 'gpt').questions.map((q) => q.slot)).not.toContain('child-age');
    });
  }
});
