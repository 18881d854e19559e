/**
 * A resignation, as a message, a letter or a talk with the boss: what it turns on is when the
 * user leaves (the notice or the last day) and whether to give a reason, never "Beginners or
 * Experts?" nor a length the user has set (plan/thin-asks.ts). Rows as in thin-ask-questions.ts.
 */
export type ResignSlot = 'notice-given' | 'resign-reason';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
type Row = readonly [string, readonly string[], string, boolean?];

export const RESIGN_QUESTIONS: Readonly<Record<ResignSlot, Readonly<Record<Lang, Row>>>> = {
  'notice-given': {
    en: [
      'What notice are you giving, or what is your last day?',
      ['Two weeks', 'One month', 'What my contract says', 'Last day already agreed'],
      'Notice and last day',
    ],
    es: [
      '¿Con cuánto preaviso te vas, o cuál es tu último día?',
      ['Quince días', 'Un mes', 'Lo que diga mi contrato', 'Último día ya acordado'],
      'Preaviso y último día',
    ],
    fr: [
      'Quel préavis donnez-vous, ou quel est votre dernier jour\u00a0?',
      ['Deux semaines', 'Un mois', 'Celui de mon contrat', 'Dernier jour déjà convenu'],
      'Préavis et dernier jour',
    ],
    de: [
      'Welche Kündigungsfrist gilt, oder welcher Tag ist der letzte Arbeitstag?',
      ['Zwei Wochen', 'Ein Monat', 'Laut Arbeitsvertrag', 'Letzter Tag schon vereinbart'],
      'Frist und letzter Arbeitstag',
    ],
    it: [
      'Quanto preavviso dai, o qual è il tuo ultimo giorno?',
      ['Due settimane', 'Un mese', 'Quello del contratto', 'Ultimo giorno già concordato'],
      'Preavviso e ultimo giorno',
    ],
    pt: [
      'Qual aviso prévio você vai dar, ou qual é o seu último dia?',
      ['Duas semanas', 'Um mês', 'O que diz o meu contrato', 'Último dia já combinado'],
      'Aviso prévio e último dia',
    ],
  },
  'resign-reason': {
    en: ['Do you want to give a reason?', ['A new job', 'Personal reasons', 'No reason'], 'Reason'],
    es: ['¿Quieres dar un motivo?', ['Un trabajo nuevo', 'Motivos personales', 'Sin motivo'], 'Motivo'],
    fr: [
      'Voulez-vous donner une raison\u00a0?',
      ['Un nouveau poste', 'Raisons personnelles', 'Aucune raison'],
      'Raison',
    ],
    de: ['Soll ein Grund genannt werden?', ['Neue Stelle', 'Persönliche Gründe', 'Kein Grund'], 'Grund'],
    it: ['Vuoi dare un motivo?', ['Un nuovo lavoro', 'Motivi personali', 'Nessun motivo'], 'Motivo'],
    pt: ['Quer dar um motivo?', ['Um novo emprego', 'Motivos pessoais', 'Sem motivo'], 'Motivo'],
  },
};
