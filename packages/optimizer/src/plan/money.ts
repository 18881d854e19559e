import { CURRENCIES, LANGUAGE_CURRENCY, type Currency } from '../i18n/scaffold/currency-words';

/**
 * Budget chips carry a currency: the one the user wrote ("30 quid", "in dollars"), else the
 * language's usual one (i18n/scaffold/currency-words.ts), else none. A currency the text
 * does not support is never invented.
 */

const EDGE_L = '(?<![\\p{L}\\p{N}])';
const EDGE_R = '(?![\\p{L}])';

const CUES = CURRENCIES.map((currency) => ({
  currency,
  // A sign needs no word edge ("$50", "50€"); a word does ("eur" is not "europe").
  pattern: new RegExp(
    currency.cues.map((cue) => (/^\p{L}/u.test(cue) ? `${EDGE_L}${cue}${EDGE_R}` : cue)).join('|'),
    'iu',
  ),
}));

/** The currency the request names first, or the language's usual one. */
export function currencyOf(request: string, language: string): Currency | null {
  let first: { currency: Currency; at: number } | null = null;
  for (const { currency, pattern } of CUES) {
    const m = pattern.exec(request);
    if (m && (first === null || m.index < first.at)) first = { currency, at: m.index };
  }
  if (first) return first.currency;
  const usual = LANGUAGE_CURRENCY[language];
  return CURRENCIES.find((c) => c.symbol === usual) ?? null;
}

const NUMBER = /\d(?:[\d.,]|\u00a0\d)*/gu;

/** "Under 25" -> "Under $25" or "Unter 25 €"; a chip without a number is left alone. */
export function withCurrency(option: string, currency: Currency, language: string): string {
  const numbers = [...option.matchAll(NUMBER)];
  if (numbers.length === 0) return option;
  if (currency.before(language)) {
    const at = numbers[0]!.index;
    // "$25", "£25", but "R$ 25", "CHF 25".
    const space = currency.symbol.length > 1 ? '\u00a0' : '';
    return `${option.slice(0, at)}${currency.symbol}${space}${option.slice(at)}`;
  }
  const last = numbers[numbers.length - 1]!;
  const at = last.index + last[0].length;
  return `${option.slice(0, at)}\u00a0${currency.symbol}${option.slice(at)}`;
}
