import { describe, expect, it } from 'vitest';
import { extractPlaceholders, fillPlaceholders } from '@/features/playground/lib/placeholders';
import { TEMPLATES } from '@/features/templates/data/templates';

// Templates feed the playground (via ?template=); this is where the two features meet.
describe('built-in templates in the playground placeholder form', () => {
  it('every template has placeholders, and filling them all leaves none', () => {
    for (const template of TEMPLATES) {
      const names = extractPlaceholders(template.content);
      expect(names.length, template.title).toBeGreaterThan(0);
      const values = Object.fromEntries(names.map((n) => [n, `value for ${n.toLowerCase()}`]));
      expect(extractPlaceholders(fillPlaceholders(template.content, values)), template.title).toEqual([]);
    }
  });
});
