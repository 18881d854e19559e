/**
 * Day and month names of one language, written as the language spells them (with accents and
 * umlauts). One list per language serves both the classifier (dates are no word-problem
 * quantities) and the thin-request checks (a weekday states when; "Martes" names no child), so
 * the two never drift apart. Readers add the forms typed without accents themselves.
 */
export interface CalendarWords {
  weekdays: readonly string[];
  months: readonly string[];
  /** "mon", "tues": weekdays as people abbreviate them. */
  shortWeekdays: readonly string[];
  /** "jan", "sept": months as people abbreviate them (read only beside a day number). */
  shortMonths: readonly string[];
  /** Names that are a date only beside a number ("may"), never alone. */
  numberOnly: readonly string[];
}

/** The word as written and typed without accents or with "ae/oe/ue" for umlauts. */
export function typedForms(word: string): string[] {
  const forms = [
    word,
    word.normalize('NFD').replace(/\p{M}+/gu, ''),
    word.replace(/ä/gu, 'ae').replace(/ö/gu, 'oe').replace(/ü/gu, 'ue'),
  ];
  return [...new Set(forms)];
}
