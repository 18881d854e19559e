import { describe, expect, it } from 'vitest';
import { historyQuery, isFiltered, NO_FILTERS, readFilters, writeFilters } from './filters';

describe('history filters', () => {
  it('round-trip through the page URL', () => {
    const filters = { q: 'blog post', model: 'claude', kind: 'compare' } as const;
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(filters).toString()).toBe('q=blog+post&assistant=claude&kind=compare');
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
  });

  it('ignore values the app does not know', () => {
    expect(readFilters(new URLSearchParams('assistant=gpt5&kind=all&q='))).toEqual(NO_FILTERS);
  });

  it('say whether anything is filtered', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: '   ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, kind: 'transform' })).toBe(true);
  });

  it('become the API query, the search trimmed and blank left out', () => {
    expect(historyQuery(NO_FILTERS, 20, null)).toBe('limit=20');
    expect(historyQuery({ q: ' remote work ', model: 'gpt', kind: 'transform' }, 20, 'abc')).toBe(
      'limit=20&cursor=abc&q=remote+work&model=gpt&kind=transform',
    );
  });
});
