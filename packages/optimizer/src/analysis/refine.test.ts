import { describe, expect, it } from 'vitest';
import { analyze } from './index';

describe('classification corrections that need the whole request', () => {
  it.each([
    [
      'an error message is debugging',
      "my script keeps failing with KeyError: 'price' when I run it on the March file",
      'debug',
    ],
    [
      'a word problem with quantities is maths',
      'A shop sells pens at 3 for $2. Maya buys 18 pens and pays with a $20 note. How much change does she get?',
      'math',
    ],
    [
      'numbers in a decision about our own shop are advice',
      'We sell 40 cakes a day at £3 and our rent went up by £200. Should we raise prices or open on Sundays?',
      'advice',
    ],
    [
      'painting walls is not an image prompt',
      'paint my bedroom walls dark green, which finish is best',
      'question',
    ],
    [
      'a story named up front is writing',
      'Short story, about 600 words. A night bus driver finds the same passenger on every route. Quiet, not scary.',
      'write',
    ],
  ])('%s', (_name, rough, kind) => {
    expect(analyze(rough).classification.kind).toBe(kind);
  });
});
