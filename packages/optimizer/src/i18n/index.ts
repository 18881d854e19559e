import type { ScaffoldLanguage } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { Locale } from './types';

export type { GuideContext, KindGuide, Locale } from './types';

export const LOCALES: Readonly<Record<ScaffoldLanguage, Locale>> = { en, es, fr, de };

/** Scaffolding for the prompt's language; English for languages we have not translated. */
export function localeFor(language: string): Locale {
  return language in LOCALES ? LOCALES[language as ScaffoldLanguage] : en;
}

/** Display names used when a prompt must say which language to answer in. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
};
