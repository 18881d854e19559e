import type { CalendarWords } from '../calendar-types';

export const calendarWords: CalendarWords = {
  weekdays: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  months: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  shortWeekdays: [],
  shortMonths: [],
  numberOnly: [],
};
