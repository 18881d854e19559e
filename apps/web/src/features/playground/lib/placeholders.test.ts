import { describe, expect, it } from 'vitest';
import { extractPlaceholders, fillPlaceholders, placeholderLabel } from './placeholders';

describe('extractPlaceholders', () => {
  it('lists distinct placeholders in order of first appearance', () => {
    const text = 'Explain this [LANGUAGE] code:\n[PASTE CODE HERE]\nto a [LANGUAGE] beginner about [TOPIC].';
    expect(extractPlaceholders(text)).toEqual(['LANGUAGE', 'PASTE CODE HERE', 'TOPIC']);
  });

  it('ignores ordinary brackets, lower-case text and Markdown links', () => {
    expect(extractPlaceholders('See [1], [see below] and [docs](https://x.y) or []')).toEqual([]);
  });

  it('accepts digits and common punctuation inside names', () => {
    expect(extractPlaceholders("[STEP 2] [Q&A] [CLIENT'S NAME] [START/END] [FOLLOW-UP]")).toEqual([
      'STEP 2',
      'Q&A',
      "CLIENT'S NAME",
      'START/END',
      'FOLLOW-UP',
    ]);
  });

  it('finds nothing in plain prompts', () => {
    expect(extractPlaceholders('write a poem about cats')).toEqual([]);
  });
});

describe('fillPlaceholders', () => {
  it('substitutes every occurrence of each filled placeholder', () => {
    const text = 'Write about [TOPIC] for [AUDIENCE]. Keep [TOPIC] simple.';
    expect(fillPlaceholders(text, { TOPIC: 'tides', AUDIENCE: 'children' })).toBe(
      'Write about tides for children. Keep tides simple.',
    );
  });

  it('leaves blank or missing values as placeholders', () => {
    expect(fillPlaceholders('[A] and [B] and [C]', { A: 'x', B: '   ' })).toBe('x and [B] and [C]');
  });

  it('inserts values literally, including $ patterns and brackets', () => {
    expect(fillPlaceholders('Price: [PRICE]', { PRICE: '$& $1 [TOPIC]' })).toBe('Price: $& $1 [TOPIC]');
  });
});

describe('placeholderLabel', () => {
  it('turns a placeholder name into a sentence-case label', () => {
    expect(placeholderLabel('PASTE CODE HERE')).toBe('Paste code here');
  });
});
