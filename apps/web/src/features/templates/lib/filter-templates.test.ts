import { ASSISTANT_KEYS, type AssistantKey, TEMPLATES } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATEGORIES, type PromptTemplate, type TemplateCategory } from '../data/template-types';
import { DEFAULT_FILTERS, filterTemplates, playgroundHref } from './filter-templates';

const USES = TEMPLATE_CATEGORIES.filter((c): c is TemplateCategory => c !== 'all');

/** Every subset of the six assistants (64 combinations). */
const agentSubsets: AssistantKey[][] = Array.from({ length: 1 << ASSISTANT_KEYS.length }, (_, mask) =>
  ASSISTANT_KEYS.filter((_, bit) => mask & (1 << bit)),
);

describe('filterTemplates over the 40 built-in templates', () => {
  it('shows all 40 with the default filters (category all, no agents)', () => {
    expect(DEFAULT_FILTERS).toEqual({ category: 'all', agents: [] });
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

describe('playgroundHref', () => {
  it('URL-encodes the whole content into ?template=', () => {
    const href = playgroundHref({ content: 'Explain [TOPIC] & more?\n#1 100%' });
    expect(href).toBe('/playground?template=Explain%20%5BTOPIC%5D%20%26%20more%3F%0A%231%20100%25');
    expect(new URLSearchParams(href.split('?')[1]).get('template')).toBe('Explain [TOPIC] & more?\n#1 100%');
  });
});
