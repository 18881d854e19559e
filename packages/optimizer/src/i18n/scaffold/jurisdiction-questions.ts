import type { QuestionText } from './types';

/**
 * Questions for answers that depend on the country or on the child (see plan/jurisdiction.ts),
 * and the line that tells the assistant to say whose rules it follows. Country options are the
 * likeliest places for people writing in that language; any other country can be typed.
 */
export type JurisdictionSlot = 'country' | 'kid-age' | 'kid-weight' | 'baby-months';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label] per language. */
type Row = readonly [string, readonly string[], string];

const T: Readonly<Record<JurisdictionSlot, Readonly<Record<Lang, Row>>>> = {
  country: {
    en: [
      'Which country’s rules apply (and which state or region, if it matters)?',
      ['United States', 'United Kingdom', 'Canada', 'Australia'],
      'Country',
    ],
    es: [
      '¿Qué país aplica (y qué comunidad o estado, si importa)?',
      ['España', 'México', 'Argentina', 'Colombia'],
      'País',
    ],
    fr: [
      'Quel pays est concerné (et quelle région ou province, si cela compte)\u00a0?',
      ['France', 'Belgique', 'Suisse', 'Canada (Québec)'],
      'Pays',
    ],
    de: [
      'Welches Land gilt (und welches Bundesland oder welcher Kanton, falls wichtig)?',
      ['Deutschland', 'Österreich', 'Schweiz'],
      'Land',
    ],
    it: ['Quale paese si applica (e quale regione, se conta)?', ['Italia', 'Svizzera (Ticino)'], 'Paese'],
    pt: ['Qual país se aplica (e qual estado ou região, se importar)?', ['Brasil', 'Portugal'], 'País'],
  },
  'kid-age': {
    en: ['How old is the child?', ['Under 1', '1–3', '4–7', '8–12'], 'Child’s age'],
    es: ['¿Cuántos años tiene el niño o la niña?', ['Menos de 1', '1–3', '4–7', '8–12'], 'Edad'],
    fr: [
      'Quel âge a l’enfant\u00a0?',
      ['Moins d’1 an', '1 à 3 ans', '4 à 7 ans', '8 à 12 ans'],
      'Âge de l’enfant',
    ],
    de: ['Wie alt ist das Kind?', ['Unter 1', '1–3', '4–7', '8–12'], 'Alter des Kindes'],
    it: ['Quanti anni ha il bambino o la bambina?', ['Meno di 1', '1–3', '4–7', '8–12'], 'Età'],
    pt: ['Quantos anos tem a criança?', ['Menos de 1', '1–3', '4–7', '8–12'], 'Idade da criança'],
  },
  'kid-weight': {
    en: [
      'How much does the child weigh?',
      ['Under 9 kg (20 lb)', '9–18 kg (20–40 lb)', '18–36 kg (40–80 lb)'],
      'Child’s weight',
    ],
    es: ['¿Cuánto pesa?', ['Menos de 9 kg', '9–18 kg', '18–36 kg'], 'Peso'],
    fr: ['Combien pèse l’enfant\u00a0?', ['Moins de 9 kg', '9 à 18 kg', '18 à 36 kg'], 'Poids de l’enfant'],
    de: ['Wie viel wiegt das Kind?', ['Unter 9 kg', '9–18 kg', '18–36 kg'], 'Gewicht des Kindes'],
    it: ['Quanto pesa?', ['Meno di 9 kg', '9–18 kg', '18–36 kg'], 'Peso'],
    pt: ['Quanto a criança pesa?', ['Menos de 9 kg', '9–18 kg', '18–36 kg'], 'Peso da criança'],
  },
  'baby-months': {
    en: ['How old is the baby?', ['Under 4 months', '4–6 months', '6–12 months', '1–2 years'], 'Baby’s age'],
    es: [
      '¿Cuántos meses tiene el bebé?',
      ['Menos de 4 meses', '4–6 meses', '6–12 meses', '1–2 años'],
      'Edad del bebé',
    ],
    fr: [
      'Quel âge a le bébé\u00a0?',
      ['Moins de 4 mois', '4 à 6 mois', '6 à 12 mois', '1 à 2 ans'],
      'Âge du bébé',
    ],
    de: [
      'Wie alt ist das Baby?',
      ['Unter 4 Monate', '4–6 Monate', '6–12 Monate', '1–2 Jahre'],
      'Alter des Babys',
    ],
    it: [
      'Quanti mesi ha il bambino?',
      ['Meno di 4 mesi', '4–6 mesi', '6–12 mesi', '1–2 anni'],
      'Età del bambino',
    ],
    pt: [
      'Quantos meses tem o bebê?',
      ['Menos de 4 meses', '4–6 meses', '6–12 meses', '1–2 anos'],
      'Idade do bebê',
    ],
  },
};

/** Rules differ by country and change: the assistant says which it follows and where to check. */
export const RULES_LINE: Readonly<Record<Lang | 'fr-tu' | 'de-sie', string>> = {
  en: 'Rules differ by country (and sometimes by state or region) and change over time: say which country’s rules your answer follows, and point to the official source to check the current rules.',
  es: 'Las normas cambian según el país (y a veces la región) y se actualizan: indica de qué país son las normas que sigues y remite a la fuente oficial para comprobar las normas vigentes.',
  fr: 'Les règles varient selon le pays (parfois selon la région) et changent\u00a0: précisez de quel pays vous suivez les règles et renvoyez à la source officielle pour vérifier les règles en vigueur.',
  'fr-tu':
    'Les règles varient selon le pays (parfois selon la région) et changent\u00a0: précise de quel pays tu suis les règles et renvoie à la source officielle pour vérifier les règles en vigueur.',
  de: 'Regeln unterscheiden sich je nach Land (teils nach Bundesland oder Kanton) und ändern sich: Sag, nach welchem Land du antwortest, und verweise auf die offizielle Stelle, um die aktuellen Regeln zu prüfen.',
  'de-sie':
    'Regeln unterscheiden sich je nach Land (teils nach Bundesland oder Kanton) und ändern sich: Sagen Sie, nach welchem Land Sie antworten, und verweisen Sie auf die offizielle Stelle, um die aktuellen Regeln zu prüfen.',
  it: 'Le regole cambiano da paese a paese (a volte da regione a regione) e vengono aggiornate: indica di quale paese segui le regole e rimanda alla fonte ufficiale per verificare le regole in vigore.',
  pt: 'As regras variam de país para país (às vezes por estado ou região) e mudam: diga de qual país são as regras que você segue e indique a fonte oficial para conferir as regras atuais.',
};

/** Every jurisdiction slot, for checks over all of them (the register test). */
export const JURISDICTION_SLOTS = Object.keys(T) as JurisdictionSlot[];

export function isJurisdictionSlot(slot: string): slot is JurisdictionSlot {
  return slot in T;
}

export function jurisdictionQuestion(slot: JurisdictionSlot, language: string): QuestionText | undefined {
  const row = T[slot][language as Lang];
  if (!row) return undefined;
  const [question, options, label] = row;
  return { question, options, label };
}

/**
 * `key` is the scaffold key: a language, or "fr-tu"/"de-sie" for a French request that says "tu"
 * or a German one that says "Sie"; an unknown register falls back to its language.
 */
/** The place is named: no "say which country", only the rules of that place and where to check them. */
export const PLACE_RULES_LINE: Readonly<Record<Lang | 'fr-tu' | 'de-sie', string>> = {
  en: 'Follow the current rules of the place I named, and point to the official source to check them.',
  es: 'Sigue las normas vigentes del lugar que indico y remite a la fuente oficial para comprobarlas.',
  fr: 'Suivez les règles en vigueur du lieu que j’indique et renvoyez à la source officielle pour les vérifier.',
  'fr-tu':
    'Suis les règles en vigueur du lieu que j’indique et renvoie à la source officielle pour les vérifier.',
  de: 'Richte dich nach den aktuellen Regeln des genannten Orts und verweise auf die offizielle Stelle, um sie zu prüfen.',
  'de-sie':
    'Richten Sie sich nach den aktuellen Regeln des genannten Orts und verweisen Sie auf die offizielle Stelle, um sie zu prüfen.',
  it: 'Segui le regole in vigore nel luogo che indico e rimanda alla fonte ufficiale per verificarle.',
  pt: 'Siga as regras em vigor no lugar que indiquei e indique a fonte oficial para conferi-las.',
};

export function rulesLine(key: string, placeNamed = false): string | undefined {
  const lines = placeNamed ? PLACE_RULES_LINE : RULES_LINE;
  return lines[key as Lang] ?? lines[key.slice(0, 2) as Lang];
}

/** Country options whose people write "$" (dollars or pesos): offered first when a "$" is typed. */
export const DOLLAR_COUNTRIES: ReadonlySet<string> = new Set([
  'United States',
  'Canada',
  'Australia',
  'México',
  'Argentina',
  'Colombia',
  'Canada (Québec)',
]);
