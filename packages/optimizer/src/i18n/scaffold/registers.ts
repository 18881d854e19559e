/**
 * Texts per language code, the French and German ones written once with their familiar or polite
 * address switched ("tu"/"vous", "du"/"Sie"), so the registers cannot drift apart.
 */
export interface RegisterTexts<T> {
  en: T;
  es: T;
  fr: (tu: boolean) => T;
  de: (sie: boolean) => T;
  it: T;
  pt: T;
}

export function byLanguage<T>(t: RegisterTexts<T>): Readonly<Record<string, T>> {
  return {
    en: t.en,
    es: t.es,
    fr: t.fr(false),
    'fr-tu': t.fr(true),
    de: t.de(false),
    'de-sie': t.de(true),
    it: t.it,
    pt: t.pt,
  };
}
