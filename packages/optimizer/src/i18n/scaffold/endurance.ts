/**
 * A running plan (a 5k, a 10k, a half marathon, couch to 5k) is built from weekly runs:
 * distance or time, pace or effort, rest days and a long run that grows. The gym's "sets, reps
 * and rest", its equipment question and its personal trainer fit it badly.
 */

import { isExercise } from './domains';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';

const ENDURANCE = new RegExp(
  `${L}(?:${[
    '(?:half[- ])?marathons?|(?:5|10|15|21|42) ?km?|couch (?:to|2) 5k|\\d+ ?k(?:m)? (?:run|race)|(?:a|my|first|the|run(?:ning)?|for) \\d+ ?(?:k|km)|ultra(?:marathon)?s?|parkrun|running (?:plan|program(?:me)?|schedule)|run(?:ning)? training|jogging',
    '(?:media )?marat[óo]n|correr|carrera de \\d+ ?km|plan de carrera',
    '(?:semi-)?marathon|courir|course à pied|footing|jogging',
    '(?:halb)?marathon|lauftraining|laufplan|\\d+ ?km[- ]lauf',
    '(?:mezza )?maratona|corsa (?:di|da) \\d+ ?km|correre',
    '(?:meia )?maratona|corrida|correr',
  ].join('|')})${R}`,
  'iu',
);
// "a 10k pull-up challenge" never; lifting named beside the run makes it a gym plan after all.
const GYM =
  /\b(?:sets|reps|squats?|deadlifts?|bench|dumbbells?|barbell|lifting|musculation|krafttraining|pesas|musculação)\b/i;

/** A running plan: a race or run named, exercise the subject ("save 10k" is no race), no lifting. */
export function isEndurance(request: string): boolean {
  return ENDURANCE.test(request) && isExercise(request) && !GYM.test(request);
}

/** The expert for a running plan, per scaffold key (the register follows the scaffold). */
export const RUNNING_COACH: Readonly<Record<string, string>> = {
  en: 'You are an experienced running coach.',
  es: 'Eres un entrenador de running con experiencia.',
  fr: 'Vous êtes un entraîneur de course à pied expérimenté.',
  'fr-tu': 'Tu es un entraîneur de course à pied expérimenté.',
  de: 'Du bist ein erfahrener Lauftrainer.',
  'de-sie': 'Sie sind ein erfahrener Lauftrainer.',
  it: 'Sei un allenatore di corsa esperto.',
  pt: 'Você é um treinador de corrida experiente.',
};

/** The weekly shape of a running plan, per language. */
export const RUNNING_FORMAT: Readonly<Record<string, string>> = {
  en: 'Week by week: each run with its distance or time and its pace or effort (easy, intervals, tempo, long run), the rest days, and how the weekly distance builds.',
  es: 'Semana a semana: cada salida con su distancia o duración y su ritmo o intensidad (suave, series, tempo, tirada larga), los días de descanso y cómo aumenta el kilometraje semanal.',
  fr: 'Semaine par semaine : chaque sortie avec sa distance ou sa durée et son allure ou son intensité (footing, fractionné, tempo, sortie longue), les jours de repos et la progression du volume hebdomadaire.',
  de: 'Woche für Woche: jeder Lauf mit Strecke oder Dauer und Tempo oder Intensität (locker, Intervalle, Tempolauf, langer Lauf), die Ruhetage und wie der Wochenumfang steigt.',
  it: 'Settimana per settimana: ogni uscita con distanza o durata e ritmo o intensità (lento, ripetute, medio, lungo), i giorni di riposo e come cresce il chilometraggio settimanale.',
  pt: 'Semana a semana: cada corrida com distância ou duração e ritmo ou intensidade (leve, intervalado, tempo run, longão), os dias de descanso e como o volume semanal aumenta.',
};
