import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createThinkFilter } from './think-filter';

function run(chunks: string[]): string {
  const filter = createThinkFilter();
  return chunks.map((c) => filter.push(c)).join('') + filter.flush();
}

/** Splits text at the given cut points. */
function split(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let last = 0;
  for (const p of points) {
    pieces.push(text.slice(last, p));
    last = p;
  }
  pieces.push(text.slice(last));
  return pieces;
}

describe('think filter', () => {
  it.each([
    ['<think>secret</think>\n\nAnswer', 'Answer'],
    ['<THINK>secret</Think >Answer', 'Answer'],
    ['Before <think>a</think> middle <think>b</think> after', 'Before  middle  after'],
    ['Answer <think>never closed, dropped to the end', 'Answer '],
    ['<think>\nonly reasoning', ''],
    ['No reasoning at all', 'No reasoning at all'],
    ['Use <b>bold</b> and a < b comparison', 'Use <b>bold</b> and a < b comparison'],
    ['<thinking>is not a think tag</thinking>', '<thinking>is not a think tag</thinking>'],
    ['<think type="x">hidden</think>Shown', 'Shown'],
    ['  \n  Leading space goes', 'Leading space goes'],
  ])('filters %j', (input, expected) => {
    expect(run([input])).toBe(expected);
  });

  it('handles tags split across every possible chunk boundary', () => {
    const input = 'Intro <think>hidden one</think> body <THINK>hidden two</THINK> end';
    for (let i = 0; i <= input.length; i++) {
      for (let j = i; j <= input.length; j += 3) {
        expect(run([input.slice(0, i), input.slice(i, j), input.slice(j)])).toBe('Intro  body  end');
      }
    }
  });

  it('gives the same result however the text is chunked (property)', () => {
    const piece = fc.constantFrom(
      '<think>',
      '</think>',
      '<THINK>',
      '</think >',
      'a',
      ' ',
      '\n',
      '<',
      '>',
      'x<th',
      'text',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (pieces, cuts) => {
          const text = pieces.join('');
          expect(run(split(text, cuts))).toBe(run([text]));
        },
      ),
    );
  });

  it('emits visible text as soon as it cannot be part of a tag', () => {
    const filter = createThinkFilter();
    expect(filter.push('Hello wor')).toBe('Hello wor');
    expect(filter.push('ld <')).toBe('ld ');
    expect(filter.push('thi')).toBe('');
    expect(filter.push('nk>secret')).toBe('');
    expect(filter.push('</think>done')).toBe('done');
    expect(filter.flush()).toBe('');
  });
});
