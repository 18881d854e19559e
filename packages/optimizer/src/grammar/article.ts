/**
 * "a" or "an" for an English word, by how it sounds, not how it is spelt: a eulogy, a
 * university, a one-off, an hour, an honest answer, an MBA, a URL, an 8-week plan.
 */

/** Vowel letters that start with a consonant sound ("you", "wun"). */
const CONSONANT_SOUND = /^(?:eu|ewe|uni(?!n|mp|nt)|u[bcfgklrstvz][aeiouy]|ufo|u\.|once|one(?!r|s))/i;
/** Consonant letters that start with a vowel sound (a silent h). */
const SILENT_H = /^(?:hour|honest|honou?r|heir|herb(?!al|ert))/i;
/** Letters said one by one whose name starts with a vowel sound: "an MBA", "an FAQ", "an SQL". */
const VOWEL_NAMED_LETTER = /^[aefhilmnorsx]$/i;
/** Digits whose spoken name starts with a vowel: "an 8-week plan", "an 11-year-old", "an 18". */
const VOWEL_NUMBER = /^(?:8|11|18|8\d|8\d\d)(?!\d)/;

/** Written as an abbreviation said letter by letter ("MBA", "FAQ", "HTML"), not as a word. */
function isInitialism(word: string): boolean {
  return (
    /^[A-Z]{2,}s?\b/.test(word) &&
    !/^(?:NASA|NATO|UNESCO|UNICEF|AIDS|OPEC|ASAP|LASER|SCUBA|FIFA|NAFTA|GIF|JPEG|PIN|SIM|RAM|ROM|SUV)\b/.test(
      word,
    )
  );
}

export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().replace(/^["'“‘(]+/, '');
  if (/^\d/.test(word)) return VOWEL_NUMBER.test(word) ? 'an' : 'a';
  if (isInitialism(word) || /^[A-Za-z](?:[-\s]|$)/.test(word)) {
    return VOWEL_NAMED_LETTER.test(word.charAt(0)) ? 'an' : 'a';
  }
  if (SILENT_H.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "a" or "an" followed by the phrase: `withArticle('eulogy')` -> "a eulogy". */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}
