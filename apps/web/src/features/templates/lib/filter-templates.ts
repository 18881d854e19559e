import type { AssistantKey } from '@promptsmith/contract';
import type { PromptTemplate, TemplateCategoryFilter } from '../data/template-types';

export interface TemplateFilters {
  category: TemplateCategoryFilter;
  agents: readonly AssistantKey[];
}

export const DEFAULT_FILTERS: TemplateFilters = { category: 'all', agents: [] };

/**
 * The spec's rule: (category is 'all' or equals the template's use) AND (no agent selected OR
 * at least one selected agent is among the template's agents).
 */
export function matchesFilters(
  template: Pick<PromptTemplate, 'use' | 'agents'>,
  { category, agents }: TemplateFilters,
): boolean {
  const categoryOk = category === 'all' || template.use === category;
  const agentsOk = agents.length === 0 || agents.some((agent) => template.agents.includes(agent));
  return categoryOk && agentsOk;
}

export function filterTemplates(
  templates: readonly PromptTemplate[],
  filters: TemplateFilters,
): PromptTemplate[] {
  return templates.filter((template) => matchesFilters(template, filters));
}

/** The Playground link a template's Use Template button follows. */
export function playgroundHref(template: Pick<PromptTemplate, 'content'>): string {
  return `/playground?template=${encodeURIComponent(template.content)}`;
}
