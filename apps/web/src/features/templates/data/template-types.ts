import { TEMPLATE_USES, type TemplateUse } from '@promptsmith/contract';
import { CATEGORY_NAMES } from '@/lib/template-categories';

// The templates themselves live in the contract: the MCP server lists them too.
export type { PromptTemplate } from '@promptsmith/contract';

/** Use categories for the template filter; 'all' shows every template. */
export const TEMPLATE_CATEGORIES = ['all', ...TEMPLATE_USES] as const;

export type TemplateCategoryFilter = (typeof TEMPLATE_CATEGORIES)[number];

/** The category a single template belongs to ('all' is a filter value only). */
export type TemplateCategory = TemplateUse;

export const CATEGORY_LABELS: Record<TemplateCategoryFilter, string> = { all: 'All', ...CATEGORY_NAMES };
