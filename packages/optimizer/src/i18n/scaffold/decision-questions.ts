/**
 * Buy, or rent and lease? The verdict turns on how long the user keeps the thing or stays, how far
 * they drive, and where the home is (prices and taxes), never on a shop budget of "Under 100"
 * (plan/thin-asks.ts). Rows as in thin-ask-questions.ts.
 */
export type DecisionSlot = 'keep-years' | 'yearly-distance' | 'stay-years' | 'home-where';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

export const DECISION_QUESTIONS: Readonly<Record<DecisionSlot, Readonly<Record<Lang, Row>>>> = {
  'keep-years': {
    en: ['How long would you keep it?', ['Under 3 years', '3–5 years', 'Over 5 years'], 'Kept for'],
    es: ['¿Cuánto tiempo lo tendrías?', ['Menos de 3 años', '3–5 años', 'Más de 5 años'], 'Tiempo de uso'],
    fr: [
      'Combien de temps le garderiez-vous\u00a0?',
      ['Moins de 3 ans', '3 à 5 ans', 'Plus de 5 ans'],
      'Durée',
    ],
    de: ['Wie lange soll es behalten werden?', ['Unter 3 Jahre', '3–5 Jahre', 'Über 5 Jahre'], 'Haltedauer'],
    it: ['Per quanto tempo lo terresti?', ['Meno di 3 anni', '3–5 anni', 'Più di 5 anni'], 'Durata'],
    pt: [
      'Por quanto tempo você ficaria com ele?',
      ['Menos de 3 anos', '3–5 anos', 'Mais de 5 anos'],
      'Tempo de uso',
    ],
  },
  'yearly-distance': {
    en: [
      'How far do you drive in a year?',
      ['Under 10,000 km (6,000 miles)', '10,000–20,000 km', 'Over 20,000 km (12,000 miles)'],
      'Yearly distance',
    ],
    es: [
      '¿Cuántos kilómetros haces al año?',
      ['Menos de 10.000 km', '10.000–20.000 km', 'Más de 20.000 km'],
      'Kilómetros al año',
    ],
    fr: [
      'Combien de kilomètres faites-vous par an\u00a0?',
      ['Moins de 10 000 km', '10 000 à 20 000 km', 'Plus de 20 000 km'],
      'Kilométrage annuel',
    ],
    de: [
      'Wie viele Kilometer im Jahr?',
      ['Unter 10.000 km', '10.000–20.000 km', 'Über 20.000 km'],
      'Jahreskilometer',
    ],
    it: [
      'Quanti chilometri fai all’anno?',
      ['Meno di 10.000 km', '10.000–20.000 km', 'Più di 20.000 km'],
      'Chilometri all’anno',
    ],
    pt: [
      'Quantos quilômetros você roda por ano?',
      ['Menos de 10.000 km', '10.000–20.000 km', 'Mais de 20.000 km'],
      'Quilômetros por ano',
    ],
  },
  'stay-years': {
    en: [
      'How long do you expect to live there?',
      ['Under 3 years', '3–7 years', 'Over 7 years'],
      'Staying for',
    ],
    es: [
      '¿Cuánto tiempo piensas vivir allí?',
      ['Menos de 3 años', '3–7 años', 'Más de 7 años'],
      'Tiempo de estancia',
    ],
    fr: [
      'Combien de temps pensez-vous y habiter\u00a0?',
      ['Moins de 3 ans', '3 à 7 ans', 'Plus de 7 ans'],
      'Durée prévue',
    ],
    de: [
      'Wie lange ist geplant, dort zu wohnen?',
      ['Unter 3 Jahre', '3–7 Jahre', 'Über 7 Jahre'],
      'Geplante Wohndauer',
    ],
    it: [
      'Per quanto pensi di viverci?',
      ['Meno di 3 anni', '3–7 anni', 'Più di 7 anni'],
      'Permanenza prevista',
    ],
    pt: [
      'Por quanto tempo você pretende morar lá?',
      ['Menos de 3 anos', '3–7 anos', 'Mais de 7 anos'],
      'Tempo previsto',
    ],
  },
  'home-where': {
    en: ['Which country and city is it in?', [], 'Country and city'],
    es: ['¿En qué país y ciudad?', [], 'País y ciudad'],
    fr: ['Dans quel pays et quelle ville\u00a0?', [], 'Pays et ville'],
    de: ['In welchem Land und welcher Stadt?', [], 'Land und Stadt'],
    it: ['In quale paese e città?', [], 'Paese e città'],
    pt: ['Em qual país e cidade?', [], 'País e cidade'],
  },
};
