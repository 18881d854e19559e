import type { CalendarWords } from '../calendar-types';

export const calendarWords: CalendarWords = {
  weekdays: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonnabend', 'sonntag'],
  months: [
    'januar',
    'jänner',
    'februar',
    'märz',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'dezember',
  ],
  shortWeekdays: [],
  shortMonths: [],
  numberOnly: [],
};
