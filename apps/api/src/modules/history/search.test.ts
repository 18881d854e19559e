import { describe, expect, it } from 'vitest';
import { escapeLike, searchTerms } from './search';

describe('history search', () => {
  it('splits a search into distinct lower-case words', () => {
    expect(searchTerms('  Blog  post blog\tREMOTE\n')).toEqual(['blog', 'post', 'remote']);
  });

  it('has no words for a blank or missing search', () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' \t ')).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(escapeLike('100%_done\\')).toBe('100\\%\\_done\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});
