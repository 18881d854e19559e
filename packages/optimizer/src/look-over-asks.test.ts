import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';

/**
 * "can u look at my pitch deck", "have a quick look over my intro pls": a look at the user's own
 * text, with no change named, is a request for notes on it, never "Write a look at my …" and
 * never a rewrite. It asks for the text in one slot named after it (without the "please"), and
 * stays an order, not "Have a look at my intro?". A named change ("and make it more confident")
 * still gets the edit. And a short form written with capitals before a name ("Yr Wyddfa",
 * "Mo Farah") is part of the name, not "year" or "month".
 */

const LOOKS: readonly [string, string][] = [
  ['can u look at my pitch deck', 'pitch_deck'],
  ['have a look at my essay intro pls', 'essay_intro'],
  ['could you take a quick look at my personal statement', 'personal_statement'],
  ['pls go over my cover letter before i send it tonight', 'cover_letter'],
  ['can you cast an eye over my wedding speech', 'wedding_speech'],
  ['what do you think of my dating profile', 'dating_profile'],
];

describe('a look asked at the user’s own text', () => {
  for (const [rough, tag] of LOOKS) {
    it(`gets notes on it, with a slot for the text: ${rough}`, () => {
      expect(analyze(rough).classification.kind).toBe('edit');
      const out = optimize(rough, 'claude').prompt;
      expect(out).toContain('For each problem, quote the words it concerns');
      expect(out).not.toMatch(/Write a (?:have a )?look|The revised text|Do not rewrite/u);
      expect(out).toContain(`<${tag}>`);
      expect(out).not.toMatch(/PLEASE HERE|PLS HERE/u);
      for (const target of ASSISTANT_KEYS)
        expect(optimize(rough, target).prompt).not.toMatch(/look at my [^\n]*\?/u);
    });
  }

  for (const rough of [
    'could you take a look at my cover letter and make it more confident',
    'look over my bio and shorten it to 2 lines',
  ]) {
    it(`still edits when the change is named: ${rough}`, () => {
      expect(optimize(rough, 'gpt').prompt).not.toContain('For each problem, quote the words');
    });
  }

  it('leaves a look at something that is not a text alone', () => {
    expect(optimize('look at my garden and tell me what to plant in march', 'gpt').prompt).not.toContain(
      'For each problem',
    );
  });
});

describe('a capitalised short form before a name', () => {
  for (const [rough, kept] of [
    ['plan a walk up Yr Wyddfa for my yr 9 class', 'Yr Wyddfa'],
    ['is Mo Farah still running marathons', 'Mo Farah'],
  ] as const) {
    it(`stays part of the name: ${rough}`, () => {
      for (const target of ASSISTANT_KEYS) expect(optimize(rough, target).prompt).toContain(kept);
    });
  }

  it('still expands in lower case', () => {
    expect(optimize('plan a walk up Yr Wyddfa for my yr 9 class', 'gpt').prompt).toContain('year 9');
  });
});
