import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';
import type { Scaffold } from './types';

export type { QuestionSlot, Scaffold } from './types';

const SCAFFOLDS: Readonly<Record<string, Scaffold>> = { en, es, fr, de, it, pt };

/** Engine sentences in the user's language; English where we have no translation. */
export function scaffoldFor(language: string): Scaffold {
  return SCAFFOLDS[language] ?? en;
}
