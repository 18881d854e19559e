import { en } from './en';
import type { Scaffold } from './types';

export type { QuestionSlot, Scaffold } from './types';

const SCAFFOLDS: Readonly<Record<string, Scaffold>> = { en };

/** Engine sentences in the user's language; English where we have no translation. */
export function scaffoldFor(language: string): Scaffold {
  return SCAFFOLDS[language] ?? en;
}
