import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlight, type Token } from './highlight';

const kinds = (tokens: Token[]) => tokens.filter((t) => t.kind !== 'text').map((t) => [t.kind, t.text]);

describe('highlight', () => {
  it('marks markdown headings as whole lines', () => {
    expect(kinds(highlight('# Role\nYou are a poet.\n### Output format'))).toEqual([
      ['heading', '# Role'],
      ['heading', '### Output format'],
    ]);
  });

  it('marks list markers, bulleted and numbered, indented or not', () => {
    expect(kinds(highlight('- one\n* two\n  + nested\n1. first\n12) twelfth'))).toEqual([
      ['list', '-'],
      ['list', '*'],
      ['list', '+'],
      ['list', '1.'],
      ['list', '12)'],
    ]);
  });

  it('marks XML tags, with attributes and self-closing, but not comparisons', () => {
    expect(
      kinds(
        highlight('<context>\nIf a < b and c > d, <br/> stays.\n<doc id="1" lang=en>x</doc>\n</context>'),
      ),
    ).toEqual([
      ['tag', '<context>'],
      ['tag', '<br/>'],
      ['tag', '<doc id="1" lang=en>'],
      ['tag', '</doc>'],
      ['tag', '</context>'],
    ]);
    expect(kinds(highlight('I <3 prompts; 2<5'))).toEqual([]);
  });

  it('marks code fences; hashes or dashes inside a sentence are plain text', () => {
    expect(kinds(highlight('```python\nx = 1\n```\nIssue #4 - done'))).toEqual([
      ['fence', '```python'],
      ['fence', '```'],
    ]);
    expect(kinds(highlight('#hashtag and -5 degrees'))).toEqual([]);
  });

  it('tags inside a list item are still tags', () => {
    expect(kinds(highlight('- wrap it in <answer> tags'))).toEqual([
      ['list', '-'],
      ['tag', '<answer>'],
    ]);
  });

  it('never changes the text: the pieces join back to the input, for any input', () => {
    const alphabet = fc.constantFrom(
      '#',
      '-',
      '*',
      '1',
      '.',
      ')',
      '<',
      '>',
      '/',
      '"',
      '=',
      'a',
      ' ',
      '\n',
      '`',
      'é',
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 80 })), (text) => {
        const tokens = highlight(text);
        expect(tokens.map((t) => t.text).join('')).toBe(text);
        expect(tokens.every((t) => t.text.length > 0)).toBe(true);
      }),
    );
  });
});
