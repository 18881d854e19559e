import type { CalendarWords } from '../calendar-types';

export const calendarWords: CalendarWords = {
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  months: [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ],
  shortWeekdays: ['mon', 'tue', 'tues', 'wed', 'thu', 'thurs', 'fri'],
  shortMonths: ['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  // "May" is a date only beside a number: "may I" asks permission.
  numberOnly: ['may'],
};
