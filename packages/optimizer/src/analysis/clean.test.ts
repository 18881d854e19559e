import { describe, expect, it } from 'vitest';
import { cleanRequest } from './clean';

describe('cleanRequest (en)', () => {
  it('cleans casual words, greeting and thanks', () => {
    expect(cleanRequest('hey! gimme a bday poem for my mom pls, she loves U2!!! thanks!', 'en')).toBe(
      'Give me a birthday poem for my mom please, she loves U2!',
    );
  });

  it('never touches quotes', () => {
    expect(cleanRequest('write a tweet saying "gimme ur love u fool"', 'en')).toBe(
      'Write a tweet saying "gimme ur love u fool"',
    );
  });
});
