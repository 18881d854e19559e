/**
 * A period after a day or an ordinal number is not a sentence end: "vom 5. Mai", "am 14.6. fahren
 * wir", "zu meinem 30. Geburtstag", "il 2. giorno", "el 12. de junio". The sentence splitter and
 * the sentence-start capitaliser both ask here, so neither cuts nor capitalises inside a date.
 */

const MONTH =
  /^\s+(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/u;

/**
 * An article, or a preposition that holds one ("meinem", "zum", "il", "el"), right before the
 * number: the number is an ordinal or a day, and the sentence goes on after it.
 */
const BEFORE_ORDINAL =
  /(?:^|[\s(])(?:am|im|zum|zur|vom|beim|bis|ab|seit|der|die|das|den|dem|des|ein(?:e[mnrs]?)?|(?:m|d|s)ein(?:e[mnrs]?)?|ihr(?:e[mnrs]?)?|unser(?:e[mnrs]?)?|eure?[mnrs]?|jede[mnrs]?|diese[mnrs]?|il|lo|al|del|dal|nel|sul|el|los|las|le|la|les|au|du|mon|ma|son|sa|o|a|os|as|ao|do|da|no|na)\s+\d{1,2}\.$/iu;

/** The same words before a day and month ("am 14.6.", "bis 3.9."). */
const BEFORE_DATE = new RegExp(
  BEFORE_ORDINAL.source.replace('\\d{1,2}\\.$', '\\d{1,2}\\.\\d{1,2}\\.$'),
  'iu',
);

/** "14.", "14.6.": a day or an ordinal closing `before` (not "3.14." nor "2024."). */
const ENDS_IN_DAY = /(?:^|[^\d.])\d{1,2}\.(?:\d{1,2}\.)?$/u;

/**
 * Whether the period closing `before` belongs to a day or an ordinal, given the text `after` it.
 * "Ich werde 40. Schreib…" still ends there: no article before the number, a capital after it.
 */
export function ordinalPeriod(before: string, after: string): boolean {
  if (!ENDS_IN_DAY.test(before)) return false;
  // "Vuelvo el 17. ¿Cuánto dura…?": an opening "¿" or "¡" always starts a new sentence.
  if (/^\s+[¿¡]/u.test(after)) return false;
  if (MONTH.test(after) || BEFORE_ORDINAL.test(before)) return true;
  // "python 3.9. need a script", "iOS 17.2. the app…": two numbers after a name are a version; a
  // date of two numbers has its article or preposition ("am 14.6. fahren wir").
  if (/\d\.\d{1,2}\.$/u.test(before)) return BEFORE_DATE.test(before);
  return /^\s+\p{Ll}/u.test(after);
}
