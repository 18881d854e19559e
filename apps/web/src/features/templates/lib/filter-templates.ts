import type { AssistantKey } from '@promptsmith/contract';
import {
  TEMPLATE_CATEGORIES,
  type PromptTemplate,
  type TemplateCategoryFilter,
} from '../data/template-types';

export interface TemplateFilters {
  category: TemplateCategoryFilter;
  agents: readonly AssistantKey[];
  /** Words to find in the title, description or prompt text; empty or absent finds everything. */
  query?: string;
}

export const DEFAULT_FILTERS: TemplateFilters = { category: 'all', agents: [], query: '' };

/** Lower case without accents: "resume" finds "Résumé". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What the filters read: built-in templates and the user's own alike. */
export type Filterable = Pick<PromptTemplate, 'use' | 'agents' | 'title' | 'description' | 'content'>;

/** Every word of the query appears in the title, description or prompt (in any order). */
export function matchesQuery(template: Filterable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${template.title}\n${template.description}\n${template.content}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * The spec's rule: (category is 'all' or equals the template's use) AND (no agent selected OR
 * at least one selected agent is among the template's agents); and the search words match.
 */
export function matchesFilters(
  template: Filterable,
  { category, agents, query = '' }: TemplateFilters,
): boolean {
  const categoryOk = category === 'all' || template.use === category;
  const agentsOk = agents.length === 0 || agents.some((agent) => template.agents.includes(agent));
  return categoryOk && agentsOk && matchesQuery(template, query);
}

export function filterTemplates(
  templates: readonly PromptTemplate[],
  filters: TemplateFilters,
): PromptTemplate[] {
  return templates.filter((template) => matchesFilters(template, filters));
}

/** How many templates each category would show with the other filters as they are. */
export function countByCategory(
  templates: readonly PromptTemplate[],
  filters: TemplateFilters,
): Record<TemplateCategoryFilter, number> {
  const counts = Object.fromEntries(TEMPLATE_CATEGORIES.map((c) => [c, 0])) as Record<
    TemplateCategoryFilter,
    number
  >;
  for (const template of filterTemplates(templates, { ...filters, category: 'all' })) {
    counts.all += 1;
    counts[template.use] += 1;
  }
  return counts;
}

export function isDefaultFilters(filters: TemplateFilters): boolean {
  return filters.category === 'all' && filters.agents.length === 0 && (filters.query ?? '').trim() === '';
}
