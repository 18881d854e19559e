import type { CountryId } from './country-signs';

/**
 * The rules line when the prompt implies its country ("£600 of my deposit", "my 401k"): the
 * assistant follows that country's rules instead of being told to say which country it chose.
 * Where a nation, state or region has rules of its own and the prompt names none, the line asks
 * the assistant to say where they differ.
 */
type Key = 'en' | 'es' | 'fr' | 'fr-tu' | 'de' | 'de-sie' | 'it' | 'pt';
type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';

/** "in the UK", "en España", "au Canada": the country with the preposition each language needs. */
const IN: Readonly<Record<CountryId, Readonly<Record<Lang, string>>>> = {
  uk: {
    en: 'in the UK',
    es: 'en el Reino Unido',
    fr: 'au Royaume-Uni',
    de: 'im Vereinigten Königreich',
    it: 'nel Regno Unito',
    pt: 'no Reino Unido',
  },
  us: {
    en: 'in the US',
    es: 'en Estados Unidos',
    fr: 'aux États-Unis',
    de: 'in den USA',
    it: 'negli Stati Uniti',
    pt: 'nos Estados Unidos',
  },
  ca: {
    en: 'in Canada',
    es: 'en Canadá',
    fr: 'au Canada',
    de: 'in Kanada',
    it: 'in Canada',
    pt: 'no Canadá',
  },
  au: {
    en: 'in Australia',
    es: 'en Australia',
    fr: 'en Australie',
    de: 'in Australien',
    it: 'in Australia',
    pt: 'na Austrália',
  },
  ie: {
    en: 'in Ireland',
    es: 'en Irlanda',
    fr: 'en Irlande',
    de: 'in Irland',
    it: 'in Irlanda',
    pt: 'na Irlanda',
  },
  in: { en: 'in India', es: 'en la India', fr: 'en Inde', de: 'in Indien', it: 'in India', pt: 'na Índia' },
  de: {
    en: 'in Germany',
    es: 'en Alemania',
    fr: 'en Allemagne',
    de: 'in Deutschland',
    it: 'in Germania',
    pt: 'na Alemanha',
  },
  at: {
    en: 'in Austria',
    es: 'en Austria',
    fr: 'en Autriche',
    de: 'in Österreich',
    it: 'in Austria',
    pt: 'na Áustria',
  },
  ch: {
    en: 'in Switzerland',
    es: 'en Suiza',
    fr: 'en Suisse',
    de: 'in der Schweiz',
    it: 'in Svizzera',
    pt: 'na Suíça',
  },
  fr: {
    en: 'in France',
    es: 'en Francia',
    fr: 'en France',
    de: 'in Frankreich',
    it: 'in Francia',
    pt: 'na França',
  },
  be: {
    en: 'in Belgium',
    es: 'en Bélgica',
    fr: 'en Belgique',
    de: 'in Belgien',
    it: 'in Belgio',
    pt: 'na Bélgica',
  },
  es: {
    en: 'in Spain',
    es: 'en España',
    fr: 'en Espagne',
    de: 'in Spanien',
    it: 'in Spagna',
    pt: 'na Espanha',
  },
  mx: {
    en: 'in Mexico',
    es: 'en México',
    fr: 'au Mexique',
    de: 'in Mexiko',
    it: 'in Messico',
    pt: 'no México',
  },
  it: {
    en: 'in Italy',
    es: 'en Italia',
    fr: 'en Italie',
    de: 'in Italien',
    it: 'in Italia',
    pt: 'na Itália',
  },
  br: {
    en: 'in Brazil',
    es: 'en Brasil',
    fr: 'au Brésil',
    de: 'in Brasilien',
    it: 'in Brasile',
    pt: 'no Brasil',
  },
  pt: {
    en: 'in Portugal',
    es: 'en Portugal',
    fr: 'au Portugal',
    de: 'in Portugal',
    it: 'in Portogallo',
    pt: 'em Portugal',
  },
};

/** Countries whose nations, states, provinces or regions set rules of their own. */
const REGIONAL: ReadonlySet<CountryId> = new Set<CountryId>([
  'uk',
  'us',
  'ca',
  'au',
  'de',
  'ch',
  'es',
  'in',
  'br',
  'mx',
]);

const LINE: Readonly<Record<Key, (where: string, note: string) => string>> = {
  en: (w, n) => `Follow the current rules ${w}${n}, and point to the official source to check them.`,
  es: (w, n) => `Sigue las normas vigentes ${w}${n} y remite a la fuente oficial para comprobarlas.`,
  fr: (w, n) => `Suivez les règles en vigueur ${w}${n} et renvoyez à la source officielle pour les vérifier.`,
  'fr-tu': (w, n) =>
    `Suis les règles en vigueur ${w}${n} et renvoie à la source officielle pour les vérifier.`,
  de: (w, n) =>
    `Richte dich nach den aktuellen Regeln ${w}${n} und verweise auf die offizielle Stelle, um sie zu prüfen.`,
  'de-sie': (w, n) =>
    `Richten Sie sich nach den aktuellen Regeln ${w}${n} und verweisen Sie auf die offizielle Stelle, um sie zu prüfen.`,
  it: (w, n) => `Segui le regole in vigore ${w}${n} e rimanda alla fonte ufficiale per verificarle.`,
  pt: (w, n) => `Siga as regras em vigor ${w}${n} e indique a fonte oficial para conferi-las.`,
};

/** The UK's nations set their own tenancy, tax and benefit rules: the note names them. */
const UK_NOTE: Readonly<Record<Key, string>> = {
  en: ' (say where Scotland, Wales or Northern Ireland differ)',
  es: ' (indica si Escocia, Gales o Irlanda del Norte tienen normas distintas)',
  fr: ' (en signalant si l’Écosse, le pays de Galles ou l’Irlande du Nord ont des règles différentes)',
  'fr-tu': ' (en signalant si l’Écosse, le pays de Galles ou l’Irlande du Nord ont des règles différentes)',
  de: ' (und sag, wo Schottland, Wales oder Nordirland abweichen)',
  'de-sie': ' (und sagen Sie, wo Schottland, Wales oder Nordirland abweichen)',
  it: ' (indicando se Scozia, Galles o Irlanda del Nord hanno regole diverse)',
  pt: ' (indicando se a Escócia, o País de Gales ou a Irlanda do Norte têm regras diferentes)',
};

const NOTE: Readonly<Record<Key, string>> = {
  en: ' (say where a state or region has different rules)',
  es: ' (indica si alguna región tiene normas distintas)',
  fr: ' (en signalant si une région a des règles différentes)',
  'fr-tu': ' (en signalant si une région a des règles différentes)',
  de: ' (und sag, wo eine Region abweicht)',
  'de-sie': ' (und sagen Sie, wo eine Region abweicht)',
  it: ' (indicando se una regione ha regole diverse)',
  pt: ' (indicando se alguma região tem regras diferentes)',
};

/**
 * The line for `country` under scaffold key `key` ("fr-tu", "de-sie" or a language); `regionKnown`
 * when the prompt names a city or region, so no region note is needed.
 */
export function countryRulesLine(key: string, country: CountryId, regionKnown: boolean): string | undefined {
  const k = (key in LINE ? key : key.slice(0, 2)) as Key;
  const line = LINE[k];
  if (!line) return undefined;
  const where = IN[country][k.slice(0, 2) as Lang];
  const note = regionKnown || !REGIONAL.has(country) ? '' : (country === 'uk' ? UK_NOTE : NOTE)[k];
  return line(where, note);
}
