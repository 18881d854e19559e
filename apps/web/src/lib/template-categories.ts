import type { TemplateUse } from '@promptsmith/contract';

/** A template category's name, for the built-in templates and personal ones alike. */
export const CATEGORY_NAMES: Readonly<Record<TemplateUse, string>> = {
  coding: 'Coding',
  writing: 'Writing',
  business: 'Business',
  creative: 'Creative',
  education: 'Education',
  analysis: 'Analysis',
};
