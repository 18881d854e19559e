/**
 * Currencies a budget chip can carry ("Under 25 €", "Under $25"). The user's own currency wins;
 * else the prompt language's usual one where a single currency dominates: German, French and
 * Italian speakers mostly pay in euros. English (dollars, pounds…), Spanish (euros, pesos…) and
 * Portuguese (reais, euros) have no single one, so their chips stay bare numbers. Read by
 * plan/money.ts.
 */
export interface Currency {
  symbol: string;
  /** Written before the amount ("$25", "CHF 25") or after it ("25 €"), by language. */
  before: (language: string) => boolean;
  /** Signs and words that name it: matched as whole words, case-insensitively. */
  cues: readonly string[];
}

export const CURRENCIES: readonly Currency[] = [
  {
    symbol: '€',
    before: (language) => language === 'en',
    cues: ['€', 'eur', 'euros?', 'k€'],
  },
  {
    symbol: 'R$',
    before: () => true,
    cues: ['r\\$', 'reais', 'brl'],
  },
  {
    symbol: 'CHF',
    before: () => true,
    cues: ['chf', 'franken', 'francs? suisses?', 'franchi svizzeri', 'fr\\.'],
  },
  {
    symbol: '£',
    before: () => true,
    cues: ['£', 'gbp', 'quid', 'pounds? sterling', 'sterlin[ge]', 'libras esterlinas'],
  },
  {
    symbol: '$',
    // "$25" in English and in Latin America; "25 $" in French and German.
    before: (language) => language === 'en' || language === 'es' || language === 'pt',
    cues: ['us\\$', '(?<![rR])\\$', 'usd', 'dollars?', 'bucks', 'd[óo]lares', 'dollari'],
  },
];

/** The usual currency where one dominates among the language's speakers. */
export const LANGUAGE_CURRENCY: Readonly<Record<string, string>> = { de: '€', fr: '€', it: '€' };
