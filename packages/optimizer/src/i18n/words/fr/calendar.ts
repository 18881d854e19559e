import type { CalendarWords } from '../calendar-types';

export const calendarWords: CalendarWords = {
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  shortWeekdays: [],
  shortMonths: [],
  numberOnly: [],
};
