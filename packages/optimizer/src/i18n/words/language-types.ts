/**
 * What marks a text as written in one language. Data only: `analysis/language.ts` scores a text
 * against every language's list. Words are written as users type them, with and without accents
 * ("não" and "nao"): the detector reads lower-cased text and accents are evidence too.
 */
export interface LanguageWords {
  /** Frequent short words (articles, pronouns, prepositions, everyday request verbs). */
  words: readonly string[];
  /** Word endings typical of the language ("-ung", "-ção"); each hit is weaker than a word. */
  suffixes: readonly string[];
  /** Multi-word phrases that settle it ("per favore", "s'il te plaît"). */
  phrases: readonly string[];
  /**
   * Everyday nouns that settle the language on their own ("poema", "Rezepte"), for one-word
   * requests with no function word to go on. Counted on top of `words`, shared or not, so a word
   * two languages spell alike goes to the language that lists it here.
   */
  singles: readonly string[];
  /**
   * Letters this language uses and most of the six do not ("ñ", "ß", "ã"). A letter two languages
   * list ("ç": French and Portuguese; "w", "k": English and German) counts half for each.
   */
  letters: string;
}
