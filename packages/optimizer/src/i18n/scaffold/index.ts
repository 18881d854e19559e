import type { Analysis } from '../../analysis/types';
import { frenchAddress } from './address';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { frTu } from './fr-tu';
import { it } from './it';
import { pt } from './pt';
import type { Scaffold } from './types';

export type { QuestionSlot, Scaffold } from './types';
export { frenchAddress } from './address';

// 'fr-tu' is a pseudo-code: French for users who write "tu" to the assistant.
const SCAFFOLDS: Readonly<Record<string, Scaffold>> = { en, es, fr, 'fr-tu': frTu, de, it, pt };

/**
 * The key of the engine's sentences for a request: its language, or 'fr-tu' when a French
 * request says "tu" to the assistant, so our lines speak to it the same way. The same key picks
 * the scaffold, the form texts and the domain roles.
 */
export function scaffoldKey(analysis: Pick<Analysis, 'language' | 'request'>): string {
  return analysis.language === 'fr' && frenchAddress(analysis.request) === 'tu' ? 'fr-tu' : analysis.language;
}

/** Engine sentences in the user's language (and register, given the request); English where we have no translation. */
export function scaffoldFor(language: string, request?: string): Scaffold {
  const key = request === undefined ? language : scaffoldKey({ language, request });
  return SCAFFOLDS[key] ?? SCAFFOLDS[language] ?? en;
}
