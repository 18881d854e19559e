import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, TEMPLATE_CATEGORIES } from './template-types';

describe('CATEGORY_LABELS', () => {
  it('labels every filter value, starting with All', () => {
    expect(TEMPLATE_CATEGORIES[0]).toBe('all');
    expect(CATEGORY_LABELS.all).toBe('All');
    for (const category of TEMPLATE_CATEGORIES) expect(CATEGORY_LABELS[category]).toMatch(/^[A-Z]/);
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
  });
});
