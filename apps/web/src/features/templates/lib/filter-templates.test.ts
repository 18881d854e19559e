import { ASSISTANT_KEYS, type AssistantKey, TEMPLATE_USES, TEMPLATES } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATEGORIES, type PromptTemplate, type TemplateCategory } from '../data/template-types';
import {
  countByCategory,
  DEFAULT_FILTERS,
  filterTemplates,
  isDefaultFilters,
  matchesQuery,
} from './filter-templates';
import { playgroundHref } from '@/components/templates/template-actions';

const USES = TEMPLATE_CATEGORIES.filter((c): c is TemplateCategory => c !== 'all');

/** Every subset of the six assistants (64 combinations). */
const agentSubsets: AssistantKey[][] = Array.from({ length: 1 << ASSISTANT_KEYS.length }, (_, mask) =>
  ASSISTANT_KEYS.filter((_, bit) => mask & (1 << bit)),
);

describe('filterTemplates over the 40 built-in templates', () => {
  it('shows all 40 with the default filters (category all, no agents)', () => {
    expect(DEFAULT_FILTERS).toEqual({ category: 'all', agents: [], query: '' });
    expect(filterTemplates(TEMPLATES, DEFAULT_FILTERS)).toHaveLength(40);
  });

  it.each(USES)('category %s shows exactly the templates of that use, at least 5', (category) => {
    const shown = filterTemplates(TEMPLATES, { category, agents: [] });
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(shown.every((t) => t.use === category)).toBe(true);
    expect(shown).toEqual(TEMPLATES.filter((t) => t.use === category));
  });

  it('the categories partition the 40 templates', () => {
    const total = USES.reduce(
      (sum, category) => sum + filterTemplates(TEMPLATES, { category, agents: [] }).length,
      0,
    );
    expect(total).toBe(40);
  });

  it.each(ASSISTANT_KEYS)('agent %s shows exactly the templates that list it', (agent) => {
    const shown = filterTemplates(TEMPLATES, { category: 'all', agents: [agent] });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(TEMPLATES.filter((t) => t.agents.includes(agent)));
  });

  it('several agents match templates listing at least one of them (any, not all)', () => {
    const shown = filterTemplates(TEMPLATES, { category: 'all', agents: ['deepseek', 'metaLlama'] });
    expect(shown).toEqual(
      TEMPLATES.filter((t) => t.agents.includes('deepseek') || t.agents.includes('metaLlama')),
    );
    expect(shown.length).toBeGreaterThanOrEqual(
      filterTemplates(TEMPLATES, { category: 'all', agents: ['deepseek'] }).length,
    );
  });

  it('agrees with the spec rule for every category and every agent combination', () => {
    for (const category of TEMPLATE_CATEGORIES) {
      for (const agents of agentSubsets) {
        const expected = TEMPLATES.filter(
          (t) =>
            (category === 'all' || t.use === category) &&
            (agents.length === 0 || agents.some((a) => t.agents.includes(a))),
        ).map((t) => t.id);
        expect(
          filterTemplates(TEMPLATES, { category, agents }).map((t) => t.id),
          `${category} ${agents.join(',')}`,
        ).toEqual(expected);
      }
    }
  });

  it('selecting every agent is the same as selecting none', () => {
    for (const category of TEMPLATE_CATEGORIES) {
      expect(filterTemplates(TEMPLATES, { category, agents: ASSISTANT_KEYS })).toEqual(
        filterTemplates(TEMPLATES, { category, agents: [] }),
      );
    }
  });

  it('returns nothing when no template fits', () => {
    // In the shipped data no writing template lists DeepSeek and no analysis template lists Gemini.
    expect(filterTemplates(TEMPLATES, { category: 'writing', agents: ['deepseek'] })).toEqual([]);
    expect(filterTemplates(TEMPLATES, { category: 'analysis', agents: ['gemini'] })).toEqual([]);
    const only: PromptTemplate[] = [{ ...TEMPLATES[0]!, use: 'coding', agents: ['gpt'] }];
    expect(filterTemplates(only, { category: 'writing', agents: [] })).toEqual([]);
    expect(filterTemplates(only, { category: 'coding', agents: ['claude'] })).toEqual([]);
  });
});

describe('search', () => {
  const find = (query: string, filters = {}) =>
    filterTemplates(TEMPLATES, { ...DEFAULT_FILTERS, ...filters, query }).map((t) => t.title);

  it('finds words in the title, the description or the prompt text, case-insensitively', () => {
    expect(find('code explainer')).toContain('Code Explainer');
    const byDescription = TEMPLATES[5]!;
    expect(find(byDescription.description.toUpperCase())).toContain(byDescription.title);
    // "[PASTE CODE HERE]" is in prompt texts only, never in a title.
    const byContent = TEMPLATES.filter((t) => t.content.includes('PASTE CODE HERE'));
    expect(byContent.length).toBeGreaterThan(0);
    expect(find('paste code here')).toEqual(expect.arrayContaining(byContent.map((t) => t.title)));
  });

  it('needs every word, in any order, and ignores accents and extra spaces', () => {
    expect(find('  explainer   code ')).toContain('Code Explainer');
    expect(find('code zzzz')).toEqual([]);
    expect(matchesQuery({ ...TEMPLATES[0]!, title: 'Résumé Optimizer' }, 'resume')).toBe(true);
    expect(matchesQuery({ ...TEMPLATES[0]!, title: 'Resume Optimizer' }, 'RÉSUMÉ')).toBe(true);
  });

  it('an empty query finds everything; search combines with the other filters', () => {
    expect(find('')).toHaveLength(40);
    expect(find('   ')).toHaveLength(40);
    const coding = find('code', { category: 'coding' });
    expect(coding.length).toBeGreaterThan(0);
    expect(coding.every((title) => TEMPLATES.find((t) => t.title === title)?.use === 'coding')).toBe(true);
  });
});

describe('countByCategory', () => {
  it('counts every template per category with the default filters', () => {
    const counts = countByCategory(TEMPLATES, DEFAULT_FILTERS);
    expect(counts.all).toBe(40);
    for (const category of TEMPLATE_USES)
      expect(counts[category]).toBe(TEMPLATES.filter((t) => t.use === category).length);
  });

  it('counts what each category would show with the search and assistants as they are', () => {
    const filters = { category: 'writing' as const, agents: ['claude' as const], query: 'the' };
    const counts = countByCategory(TEMPLATES, filters);
    for (const category of TEMPLATE_USES)
      expect(counts[category]).toBe(filterTemplates(TEMPLATES, { ...filters, category }).length);
    expect(counts.all).toBe(filterTemplates(TEMPLATES, { ...filters, category: 'all' }).length);
  });
});

describe('isDefaultFilters', () => {
  it('is true only with category all, no assistant and a blank search', () => {
    expect(isDefaultFilters(DEFAULT_FILTERS)).toBe(true);
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, query: '  ' })).toBe(true);
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, query: 'x' })).toBe(false);
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, category: 'coding' })).toBe(false);
    expect(isDefaultFilters({ ...DEFAULT_FILTERS, agents: ['gpt'] })).toBe(false);
  });
});

describe('playgroundHref', () => {
  it('URL-encodes the whole content into ?template=', () => {
    const href = playgroundHref({ content: 'Explain [TOPIC] & more?\n#1 100%' });
    expect(href).toBe('/playground?template=Explain%20%5BTOPIC%5D%20%26%20more%3F%0A%231%20100%25');
    expect(new URLSearchParams(href.split('?')[1]).get('template')).toBe('Explain [TOPIC] & more?\n#1 100%');
  });
});
