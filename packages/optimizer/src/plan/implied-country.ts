import type { Analysis } from '../analysis/types';
import {
  COUNTRY_LANGUAGE,
  COUNTRY_SIGNS,
  EURO_COUNTRY,
  type CountryId,
} from '../i18n/scaffold/country-signs';
import { US_STATES } from '../i18n/scaffold/jurisdiction-words';

/**
 * The one country whose rules a question is about, when the prompt implies it without naming it
 * as such: "£600 of my deposit" is the UK, "my 401k" the US, "R$ 2.000" Brazil, "the CAF" France.
 * Nothing is implied when two countries are (a "£" salary and a move to Spain), when the only
 * place is where the user goes ("a visa for Japan", "moving to Portugal"), or for "$" alone.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
/** Currency signs are no letters: "£600" has no word edge before the digits. */
const SIGN_L = '(?<![\\p{L}])';

interface Compiled {
  country: CountryId;
  /** Currency and bodies: they say where the user lives or is taxed. */
  own: RegExp;
  places: RegExp;
}

const COMPILED: readonly Compiled[] = (Object.keys(COUNTRY_SIGNS) as CountryId[]).map((country) => {
  const { currency, bodies, places } = COUNTRY_SIGNS[country];
  const own = [
    ...currency.map((c) => `${SIGN_L}${c}`),
    ...(bodies.length > 0 ? [`${L}(?:${bodies.join('|')})${R}`] : []),
  ];
  return {
    country,
    own: new RegExp(own.length > 0 ? own.join('|') : '(?!)', 'giu'),
    places: new RegExp(`${L}(?:${places.join('|')})${R}`, 'giu'),
  };
});

/** Where the user goes, not where they live: "to", "visit", "a visa for", "nach", "para". */
const DESTINATION_LEAD =
  /(?:^|[^\p{L}])(?:to|visit(?:ing)?|into|for|towards|hacia|para|pra|vers|pour|nach|verso|per)\s+(?:the\s+)?$/iu;
/** "Paris, Texas", "Birmingham, Alabama": a state after the city names the US. */
const US_STATE_AFTER = new RegExp(`^,?\\s+(?:${US_STATES.join('|')})${R}`, 'iu');

/** The countries a request's places point to, each with whether it is only a destination. */
function placeCountries(text: string): Map<CountryId, boolean> {
  const found = new Map<CountryId, boolean>();
  for (const c of COMPILED) {
    for (const m of text.matchAll(c.places)) {
      const after = text.slice(m.index + m[0].length);
      // "Paris, Texas" is in the US: the city's namesake abroad is no sign.
      if (c.country !== 'us' && US_STATE_AFTER.test(after)) continue;
      const destination = DESTINATION_LEAD.test(text.slice(0, m.index));
      found.set(c.country, (found.get(c.country) ?? true) && destination);
    }
  }
  return found;
}

/**
 * Countries named by a currency or a body. A word two countries share ("CAF" in France and
 * Italy) counts for the one whose language the request is in, and for both otherwise.
 */
function ownCountries(text: string, language: string): Set<CountryId> {
  const byToken = new Map<string, CountryId[]>();
  for (const c of COMPILED) {
    for (const m of text.matchAll(c.own)) {
      const token = m[0].toLowerCase();
      byToken.set(token, [...(byToken.get(token) ?? []), c.country]);
    }
  }
  const out = new Set<CountryId>();
  for (const countries of byToken.values()) {
    const local = countries.filter((c) => COUNTRY_LANGUAGE[c] === language);
    for (const c of countries.length > 1 && local.length === 1 ? local : countries) out.add(c);
  }
  return out;
}

/** The single country the request implies, or null when none or more than one is. */
export function impliedCountry(analysis: Analysis): CountryId | null {
  const text = analysis.request;
  const countries = new Set<CountryId>();
  let residence = false;
  for (const country of ownCountries(text, analysis.language)) {
    countries.add(country);
    residence = true;
  }
  const euro = EURO_COUNTRY[analysis.language];
  if (euro && /€|(?<![\p{L}])(?:eur|euros?)(?![\p{L}])/iu.test(text)) {
    countries.add(euro);
    residence = true;
  }
  for (const [country, destinationOnly] of placeCountries(text)) {
    countries.add(country);
    if (!destinationOnly) residence = true;
  }
  if (countries.size !== 1 || !residence) return null;
  return [...countries][0]!;
}

/** The country is implied by a currency or a body, not by a place the user named. */
export function impliedWithoutPlace(analysis: Analysis): boolean {
  return impliedCountry(analysis) !== null && placeCountries(analysis.request).size === 0;
}
