import { US_STATES } from './jurisdiction-words';

/**
 * What names the country whose rules apply without asking: its currency (£, R$, CHF, ₹), a body
 * or a scheme only it has (HMRC, council tax, the IRS, a 401k, CAF, Finanzamt, INSS), or a place
 * in it. Read by plan/implied-country.ts. Regex fragments, matched as whole words,
 * case-insensitively, in requests of every language. "$" is no sign: the US, Canada, Australia
 * and half of Latin America write it. A word two countries share (Medicare, Hacienda) is listed
 * under both (Hacienda, CAF, the IRS, which is Portugal's income tax too); the request's language
 * settles it, or else the country is asked.
 */
export type CountryId =
  | 'uk'
  | 'us'
  | 'ca'
  | 'au'
  | 'ie'
  | 'in'
  | 'de'
  | 'at'
  | 'ch'
  | 'fr'
  | 'be'
  | 'es'
  | 'mx'
  | 'it'
  | 'br'
  | 'pt';

export interface CountrySigns {
  /** A currency sign or code only this country uses, written before or after a figure. */
  currency: readonly string[];
  /** Bodies, schemes and taxes only this country has. */
  bodies: readonly string[];
  /** The country, its nations, states or regions, and cities people name instead of it. */
  places: readonly string[];
}

export const COUNTRY_SIGNS: Readonly<Record<CountryId, CountrySigns>> = {
  uk: {
    currency: ['£', 'gbp', 'quid'],
    bodies: [
      'council tax',
      'nhs',
      'hmrc',
      'universal credit',
      'national insurance',
      'dvla',
      'ofsted',
      'acas',
      'citizens advice',
      'gcses?',
      'a-levels?',
      'p45',
      'p60',
      'p11d',
      'p800',
      'housing association',
      // "tax code BR", "1257L tax code", "emergency tax code": HMRC's codes on a UK payslip.
      'tax code:? (?:br|d0|d1|0t|nt|[sck]?\\d{1,4}[lmnt]|k\\d{1,4})(?: ?(?:w1|m1|x))?',
      '(?:br|d0|d1|0t|nt|[sck]?\\d{1,4}[lmnt]|k\\d{1,4})(?: ?(?:w1|m1|x))? tax code',
      '(?<=tax code[^.?!]{0,20})(?:br|d0|d1|0t|nt|[sck]?\\d{3,4}[lmnt]|k\\d{1,4})',
      '(?:[sck]?\\d{3,4}[lmnt]|0t|d0|d1|k\\d{1,4})(?=[^.?!]{0,30}tax code)',
      'emergency tax(?: code)?',
      'paye',
      'self[- ]assessment tax return',
      'stamp duty',
      '(?:cash|lifetime|stocks and shares|junior) isas?',
      'statutory (?:sick|maternity|paternity) pay',
      'dwp',
      'tv licen[cs]e',
      'companies house',
    ],
    places: [
      'uk',
      'u\\.k\\.?',
      'united kingdom',
      'britain',
      'great britain',
      'british(?! columbia)',
      '(?<!new )england',
      'english law',
      'scotland',
      '(?<!south )wales',
      'northern ireland',
      'london',
      'manchester',
      'leeds',
      'glasgow',
      'edinburgh',
      'liverpool',
      'bristol',
      'cardiff',
      'belfast',
      'sheffield',
      'nottingham',
      'newcastle',
      'cornwall',
      'yorkshire',
    ],
  },
  us: {
    currency: ['usd', 'us\\$'],
    bodies: [
      'irs',
      '401\\(?k\\)?',
      'roth ira',
      'medicare',
      'medicaid',
      'social security number',
      'ssn',
      'dmv',
      'fmla',
      'hoa',
      'obamacare',
      // A US payslip's words: "my W-2", "pay stub", "form 1099-NEC".
      'w-2s?',
      'w2 forms?',
      'w-4',
      'w4 form',
      'pay ?stubs?',
      '(?:form )?1099-(?:nec|misc|k|int|div)',
      'form 1099',
    ],
    places: [
      'the us',
      'u\\.s\\.a?\\.?',
      'usa',
      'united states',
      '(?<!(?:latin|south|central) )america',
      // A citizen's word: "an American living in Germany" names two countries, so neither is assumed.
      'americans?',
      'new york',
      'nyc',
      'los angeles',
      'san francisco',
      'chicago',
      'boston',
      'seattle',
      'denver',
      'houston',
      'dallas',
      'miami',
      'atlanta',
      'phoenix',
      'philadelphia',
      'california',
      'texas',
      'florida',
      ...US_STATES,
    ],
  },
  ca: {
    currency: ['cad', 'c\\$'],
    bodies: ['cra', 'rrsp', 'tfsa', 'ohip'],
    places: [
      'canadians?',
      'canada',
      'ontario',
      'quebec',
      'québec',
      'british columbia',
      'alberta',
      'toronto',
      'vancouver',
      'montreal',
      'montréal',
      'calgary',
      'ottawa',
    ],
  },
  au: {
    currency: ['aud', 'a\\$'],
    bodies: ['centrelink', 'superannuation'],
    places: [
      'australians?',
      'australia',
      'sydney',
      'melbourne',
      'brisbane',
      'queensland',
      'new south wales',
      'nsw',
    ],
  },
  ie: { currency: [], bodies: ['prsi'], places: ['(?<!northern )ireland', 'irish', 'dublin'] },
  in: {
    currency: ['₹', 'inr', 'rs\\.?(?=\\s?\\d)', 'lakhs?', 'crores?'],
    bodies: ['aadhaar', 'pan card', 'epf'],
    places: ['india', 'mumbai', 'delhi', 'bangalore', 'bengaluru', 'chennai', 'hyderabad'],
  },
  de: {
    currency: [],
    bodies: ['finanzamt', 'bundesland', 'elterngeld', 'bürgergeld', 'jobcenter', 'minijob'],
    places: [
      'germany',
      'deutschland',
      'berlin',
      'hamburg',
      'münchen',
      'munich',
      'bayern',
      'nrw',
      'köln',
      'frankfurt',
    ],
  },
  at: { currency: [], bodies: [], places: ['austria', 'österreich', 'wien', 'vienna'] },
  ch: {
    currency: ['chf'],
    bodies: ['ahv'],
    places: [
      'switzerland',
      'schweiz',
      'suisse',
      'svizzera',
      'zürich',
      'zurich',
      'genève',
      'geneva',
      'ticino',
    ],
  },
  fr: {
    currency: [],
    bodies: ['caf', 'sécu', 'sécurité sociale', 'urssaf', 'smic', 'pôle emploi', 'france travail', 'cpam'],
    places: ['france', 'paris', 'lyon', 'marseille', 'toulouse', 'bordeaux', 'lille', 'nantes'],
  },
  be: { currency: [], bodies: [], places: ['belgium', 'belgique', 'bruxelles', 'brussels'] },
  es: {
    currency: [],
    bodies: ['irpf', 'sepe', 'hacienda'],
    places: ['spain', 'españa', 'madrid', 'barcelona', 'sevilla', 'cataluña', 'andalucía'],
  },
  mx: {
    currency: ['mxn'],
    bodies: ['imss', 'infonavit', 'hacienda'],
    places: ['mexicans?', '(?<!new )m[eé]xico', 'cdmx', 'guadalajara', 'monterrey'],
  },
  it: {
    currency: [],
    bodies: ['inps', 'irpef', 'naspi', 'caf'],
    places: [
      'italy',
      'italia',
      'roma',
      'rome',
      'milano',
      'milan',
      'napoli',
      'torino',
      'firenze',
      'lombardia',
    ],
  },
  br: {
    currency: ['r\\$', 'brl'],
    bodies: ['inss', 'clt', 'cnh', 'receita federal', 'fgts', 'bolsa família'],
    places: ['brazilians?', 'brazil', 'brasil', 'são paulo', 'rio de janeiro', 'belo horizonte', 'curitiba'],
  },
  pt: { currency: [], bodies: ['segurança social', 'irs'], places: ['portugal', 'lisboa', 'lisbon'] },
};

/** "€" names one country for a request in a language only one euro country speaks. */
export const EURO_COUNTRY: Readonly<Partial<Record<string, CountryId>>> = { es: 'es', it: 'it', pt: 'pt' };

/** The language most requests from each country are in: it settles a word two countries share. */
export const COUNTRY_LANGUAGE: Readonly<Record<CountryId, string>> = {
  uk: 'en',
  us: 'en',
  ca: 'en',
  au: 'en',
  ie: 'en',
  in: 'en',
  de: 'de',
  at: 'de',
  ch: 'de',
  fr: 'fr',
  be: 'fr',
  es: 'es',
  mx: 'es',
  it: 'it',
  br: 'pt',
  pt: 'pt',
};
