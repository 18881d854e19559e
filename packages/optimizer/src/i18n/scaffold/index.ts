import type { Analysis } from '../../analysis/types';
import { frenchAddress } from './address';
import { de } from './de';
import { deSie } from './de-sie';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { frTu } from './fr-tu';
import { germanAddress, opensFormally } from './german-address';
import { it } from './it';
import { pt } from './pt';
import { europeanCopy } from './pt-pt';
import { isEuropeanPortuguese } from '../../analysis/portuguese-variant';
import type { Scaffold } from './types';

export type { QuestionSlot, Scaffold } from './types';
export { frenchAddress } from './address';
export { germanAddress } from './german-address';

// 'fr-tu' and 'de-sie' are pseudo-codes: French for users who write "tu" to the assistant, German
// for users who write "Sie" (each language's default register is the other one); 'pt-PT' is
// Portuguese for users who write the European way (Brazilian is the default).
const SCAFFOLDS: Readonly<Record<string, Scaffold>> = {
  en,
  es,
  fr,
  'fr-tu': frTu,
  de,
  'de-sie': deSie,
  it,
  pt,
  'pt-PT': europeanCopy(pt),
};

/**
 * The key of the engine's sentences for a request: its language, 'fr-tu' when a French request
 * says "tu" to the assistant, or 'de-sie' when a German one says "Sie", so our lines speak to it
 * the same way. The same key picks the scaffold, the form texts and the domain roles.
 */
export function scaffoldKey(
  analysis: Pick<Analysis, 'language' | 'request'> & Partial<Pick<Analysis, 'rough' | 'material'>>,
): string {
  if (analysis.language === 'fr' && frenchAddress(analysis.request) === 'tu') return 'fr-tu';
  // A salutation counts only when nothing was pasted: a pasted letter opens with its own.
  const salutation = analysis.material?.length === 0 && opensFormally(analysis.rough ?? '');
  if (analysis.language === 'de' && germanAddress(analysis.request, salutation) === 'sie') return 'de-sie';
  if (analysis.language === 'pt' && isEuropeanPortuguese(analysis.request)) return 'pt-PT';
  return analysis.language;
}

/** Engine sentences in the user's language (and register, given the request); English where we have no translation. */
export function scaffoldFor(language: string, request?: string): Scaffold {
  const key = request === undefined ? language : scaffoldKey({ language, request });
  return SCAFFOLDS[key] ?? SCAFFOLDS[language] ?? en;
}
