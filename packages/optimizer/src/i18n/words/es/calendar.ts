import type { CalendarWords } from '../calendar-types';

export const calendarWords: CalendarWords = {
  weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  months: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'setiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  shortWeekdays: [],
  shortMonths: [],
  numberOnly: [],
};
