import type { QuestionText } from './types';

/**
 * Questions whose options are on the scale of the object asked about (plan/object-fit.ts): a
 * trip's destination, an event's length in hours or days (never weeks or months), its people and
 * its aims, and for software the devices it must run on, how many use it and whether it may cost
 * a subscription (never a shop budget or "small or portable"). Options are the usual answers.
 * Questions are worded without "you" where they can be, so both registers read them as written.
 * The writing ones (an essay part, a message to someone close) are in fit-questions-writing.ts.
 */
export type FitSlot =
  | WritingFitSlot
  | 'destination'
  | 'event-length'
  | 'meeting-length'
  | 'event-people'
  | 'event-goals'
  | 'app-devices'
  | 'app-users'
  | 'app-price';

import { WRITING_FIT_ROWS, type Lang, type Row, type WritingFitSlot } from './fit-questions-writing';

const DEVICES = (and: string): readonly string[] => [
  `iPhone ${and} iPad`,
  'Android',
  'Windows',
  'Mac',
  'Chromebook',
];

const T: Readonly<Record<FitSlot, Readonly<Record<Lang, Row>>>> = {
  ...WRITING_FIT_ROWS,
  destination: {
    en: ['Where are you going?', ['Not decided yet: suggest places'], 'Destination'],
    es: ['¿Cuál es el destino?', ['Aún sin decidir: sugerencias bienvenidas'], 'Destino'],
    fr: [
      'Quelle est la destination\u00a0?',
      ['Pas encore décidée\u00a0: suggestions bienvenues'],
      'Destination',
    ],
    de: ['Wohin geht die Reise?', ['Noch offen: Vorschläge erwünscht'], 'Reiseziel'],
    it: ['Qual è la destinazione?', ['Non ancora decisa: suggerimenti benvenuti'], 'Destinazione'],
    pt: ['Qual é o destino?', ['Ainda não decidido: sugestões são bem-vindas'], 'Destino'],
  },
  'event-length': {
    en: ['How long is it?', ['Half a day', 'One day', 'Two days', 'Three days or more'], 'Length'],
    es: ['¿Cuánto dura?', ['Medio día', 'Un día', 'Dos días', 'Tres días o más'], 'Duración'],
    fr: [
      'Quelle est sa durée\u00a0?',
      ['Une demi-journée', 'Une journée', 'Deux jours', 'Trois jours ou plus'],
      'Durée',
    ],
    de: [
      'Wie lange dauert es?',
      ['Einen halben Tag', 'Einen Tag', 'Zwei Tage', 'Drei Tage oder mehr'],
      'Dauer',
    ],
    it: ['Quanto dura?', ['Mezza giornata', 'Un giorno', 'Due giorni', 'Tre giorni o più'], 'Durata'],
    pt: ['Quanto tempo dura?', ['Meio dia', 'Um dia', 'Dois dias', 'Três dias ou mais'], 'Duração'],
  },
  'meeting-length': {
    en: ['How long is the meeting?', ['30 minutes', '1 hour', '2 hours', 'Half a day'], 'Length'],
    es: ['¿Cuánto dura la reunión?', ['30 minutos', '1 hora', '2 horas', 'Media jornada'], 'Duración'],
    fr: [
      'Combien de temps dure la réunion\u00a0?',
      ['30 minutes', '1 heure', '2 heures', 'Une demi-journée'],
      'Durée',
    ],
    de: [
      'Wie lange dauert das Meeting?',
      ['30 Minuten', '1 Stunde', '2 Stunden', 'Einen halben Tag'],
      'Dauer',
    ],
    it: ['Quanto dura la riunione?', ['30 minuti', '1 ora', '2 ore', 'Mezza giornata'], 'Durata'],
    pt: ['Quanto tempo dura a reunião?', ['30 minutos', '1 hora', '2 horas', 'Meio período'], 'Duração'],
  },
  'event-people': {
    en: ['How many people are taking part?', ['Under 10', '10–25', '25–50', 'Over 50'], 'People'],
    es: ['¿Cuántas personas participan?', ['Menos de 10', '10–25', '25–50', 'Más de 50'], 'Participantes'],
    fr: [
      'Combien de participants\u00a0?',
      ['Moins de 10', '10 à 25', '25 à 50', 'Plus de 50'],
      'Participants',
    ],
    de: ['Wie viele Leute nehmen teil?', ['Unter 10', '10–25', '25–50', 'Über 50'], 'Teilnehmende'],
    it: ['Quante persone partecipano?', ['Meno di 10', '10–25', '25–50', 'Più di 50'], 'Partecipanti'],
    pt: ['Quantas pessoas participam?', ['Menos de 10', '10–25', '25–50', 'Mais de 50'], 'Participantes'],
  },
  'event-goals': {
    en: [
      'What should it achieve?',
      ['Plan and set goals', 'Make decisions', 'Build the team', 'Learn or share knowledge', 'Celebrate'],
      'Goals',
      true,
    ],
    es: [
      '¿Qué debe conseguir?',
      [
        'Planificar y fijar objetivos',
        'Tomar decisiones',
        'Unir al equipo',
        'Aprender o compartir',
        'Celebrar',
      ],
      'Objetivos',
      true,
    ],
    fr: [
      'Quel en est le but\u00a0?',
      [
        'Planifier et fixer des objectifs',
        'Prendre des décisions',
        'Souder l’équipe',
        'Apprendre ou partager',
        'Célébrer',
      ],
      'Objectifs',
      true,
    ],
    de: [
      'Was soll dabei herauskommen?',
      [
        'Planen und Ziele setzen',
        'Entscheidungen treffen',
        'Teamgeist stärken',
        'Lernen oder Wissen teilen',
        'Feiern',
      ],
      'Ziele',
      true,
    ],
    it: [
      'Che cosa deve ottenere?',
      [
        'Pianificare e fissare obiettivi',
        'Prendere decisioni',
        'Fare squadra',
        'Imparare o condividere',
        'Festeggiare',
      ],
      'Obiettivi',
      true,
    ],
    pt: [
      'O que deve alcançar?',
      [
        'Planejar e definir metas',
        'Tomar decisões',
        'Unir a equipe',
        'Aprender ou compartilhar',
        'Comemorar',
      ],
      'Objetivos',
      true,
    ],
  },
  'app-devices': {
    en: ['Which devices must it work on?', DEVICES('or'), 'Devices', true],
    es: ['¿En qué dispositivos debe funcionar?', DEVICES('o'), 'Dispositivos', true],
    fr: ['Sur quels appareils doit-il fonctionner\u00a0?', DEVICES('ou'), 'Appareils', true],
    de: ['Auf welchen Geräten muss es laufen?', DEVICES('oder'), 'Geräte', true],
    it: ['Su quali dispositivi deve funzionare?', DEVICES('o'), 'Dispositivi', true],
    pt: ['Em quais dispositivos precisa funcionar?', DEVICES('ou'), 'Dispositivos', true],
  },
  'app-users': {
    en: ['How many people will use it?', ['2–3', '4–6', '7–10', 'More than 10'], 'Users'],
    es: ['¿Cuántas personas lo usarán?', ['2–3', '4–6', '7–10', 'Más de 10'], 'Usuarios'],
    fr: [
      'Combien de personnes l’utiliseront\u00a0?',
      ['2 ou 3', '4 à 6', '7 à 10', 'Plus de 10'],
      'Utilisateurs',
    ],
    de: ['Wie viele Personen werden es nutzen?', ['2–3', '4–6', '7–10', 'Mehr als 10'], 'Nutzer'],
    it: ['Quante persone lo useranno?', ['2–3', '4–6', '7–10', 'Più di 10'], 'Utenti'],
    pt: ['Quantas pessoas vão usar?', ['2–3', '4–6', '7–10', 'Mais de 10'], 'Usuários'],
  },
  'app-price': {
    en: [
      'Free, or is a subscription fine?',
      ['Free only', 'A small monthly fee is fine', 'Price doesn’t matter'],
      'Price',
    ],
    es: [
      '¿Gratis, o vale una suscripción?',
      ['Solo gratis', 'Una cuota mensual pequeña está bien', 'El precio da igual'],
      'Precio',
    ],
    fr: [
      'Gratuit, ou un abonnement convient-il\u00a0?',
      ['Gratuit uniquement', 'Un petit abonnement mensuel convient', 'Le prix importe peu'],
      'Prix',
    ],
    de: [
      'Kostenlos, oder ist ein Abo in Ordnung?',
      ['Nur kostenlos', 'Ein kleines Monatsabo ist okay', 'Der Preis ist egal'],
      'Preis',
    ],
    it: [
      'Gratis, o va bene un abbonamento?',
      ['Solo gratis', 'Va bene un piccolo abbonamento mensile', 'Il prezzo non conta'],
      'Prezzo',
    ],
    pt: [
      'Grátis, ou uma assinatura serve?',
      ['Só grátis', 'Uma pequena mensalidade serve', 'O preço não importa'],
      'Preço',
    ],
  },
};

/** Every fit slot, for checks over all of them. */
export const FIT_SLOTS = Object.keys(T) as FitSlot[];

export function isFitSlot(slot: string): slot is FitSlot {
  return slot in T;
}

/** The question in the prompt's language; undefined for a language we have no words for. */
export function fitQuestion(slot: FitSlot, language: string): QuestionText | undefined {
  const row = T[slot][language as Lang];
  if (!row) return undefined;
  const [question, options, label, multiple] = row;
  return multiple ? { question, options, label, multiple } : { question, options, label };
}
