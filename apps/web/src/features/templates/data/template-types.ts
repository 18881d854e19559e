import type { AssistantKey } from '@promptsmith/contract';

/** Use categories for the template filter; 'all' shows every template. */
export const TEMPLATE_CATEGORIES = [
  'all',
  'coding',
  'writing',
  'business',
  'creative',
  'education',
  'analysis',
] as const;

export type TemplateCategoryFilter = (typeof TEMPLATE_CATEGORIES)[number];

/** The category a single template belongs to ('all' is a filter value only). */
export type TemplateCategory = Exclude<TemplateCategoryFilter, 'all'>;

/** A built-in, ready-made prompt template. */
export interface PromptTemplate {
  /** Integer 1-40, unique. */
  id: number;
  title: string;
  use: TemplateCategory;
  /** The assistants this template suits best (1 to 6 keys). */
  agents: readonly AssistantKey[];
  /** One sentence, at most 140 characters. */
  description: string;
  /** The prompt text, with ALL-CAPS bracketed placeholders such as [TOPIC] for the user's inputs. */
  content: string;
}

export const CATEGORY_LABELS: Record<TemplateCategoryFilter, string> = {
  all: 'All',
  coding: 'Coding',
  writing: 'Writing',
  business: 'Business',
  creative: 'Creative',
  education: 'Education',
  analysis: 'Analysis',
};
