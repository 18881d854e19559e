import type { TemplateUse } from '@promptsmith/contract';

/** "work, weekly ,work" -> ["work", "weekly"]: trimmed, empty and repeated tags dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t, i, all) => t !== '' && all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i);
}

/** The built-in categories' names, for a personal template's category. */
export const CATEGORY_NAMES: Readonly<Record<TemplateUse, string>> = {
  coding: 'Coding',
  writing: 'Writing',
  business: 'Business',
  creative: 'Creative',
  education: 'Education',
  analysis: 'Analysis',
};
