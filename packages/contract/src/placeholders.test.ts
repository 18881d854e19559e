import { describe, expect, it } from 'vitest';
import { extractPlaceholders, fillPlaceholders } from './placeholders';

describe('extractPlaceholders', () => {
  it('lists distinct placeholders in order of first appearance', () => {
    const text = 'Explain this [LANGUAGE] code:\n[PASTE CODE HERE]\nto a [LANGUAGE] beginner about [TOPIC].';
    expect(extractPlaceholders(text)).toEqual(['LANGUAGE', 'PASTE CODE HERE', 'TOPIC']);
  });

  it('accepts capitalised words, digits and common punctuation inside names', () => {
    expect(
      extractPlaceholders("[STEP 2] [Q&A] [CLIENT'S NAME] [START/END] [FOLLOW-UP] [Customer Name] [A]"),
    ).toEqual(['STEP 2', 'Q&A', "CLIENT'S NAME", 'START/END', 'FOLLOW-UP', 'Customer Name', 'A']);
  });

  it('finds the placeholders the optimizer writes, in every language it writes', () => {
    for (const placeholder of [
      '[OPTIONAL: 1-3 EXAMPLES OF THE OUTPUT YOU WANT]',
      '[PÚBLICO OBJETIVO]',
      '[CHAÎNES D’EXEMPLE]',
      '[FACULTATIF : 1 À 3 EXEMPLES DU RÉSULTAT SOUHAITÉ]',
      '[SQL-DIALEKT, Z. B. POSTGRESQL]',
    ]) {
      expect(extractPlaceholders(`Write it for ${placeholder}.`)).toEqual([placeholder.slice(1, -1)]);
    }
  });

  it('leaves ordinary brackets alone: citations, lower-case words, links and task boxes', () => {
    expect(
      extractPlaceholders(
        'See [1], [see below], [Your name] and [Docs](https://x.y); - [X] done, [x], [ ] and []',
      ),
    ).toEqual([]);
    expect(extractPlaceholders('write a poem about cats')).toEqual([]);
  });

  it('does not run across lines or past 80 characters', () => {
    expect(extractPlaceholders('[FIRST\nSECOND]')).toEqual([]);
    expect(extractPlaceholders(`[${'A'.repeat(80)}]`)).toHaveLength(1);
    expect(extractPlaceholders(`[${'A'.repeat(81)}]`)).toEqual([]);
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
