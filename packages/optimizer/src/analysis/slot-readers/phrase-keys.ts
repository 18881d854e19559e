/**
 * A pre-test for the phrase-list regexes (`phraseRegex`): a phrase matches only where each of its
 * words stands whole in the text, so when no phrase's longest word is among the text's words, the
 * regex's scan of the whole text would find nothing and can be skipped. The text's words are read
 * once per request (pass-memo.ts) and shared by every list, where each regex used to try every
 * offset of the request on its own.
 */
import { perPass } from '../pass-memo';
import { wordRuns } from '../word-runs';

/**
 * Characters for which the regexes' case-insensitive match (`iu`) is exactly equality of lower
 * case, and whose lower case is one character, a letter or digit when they are one (checked for
 * every pair of characters in these ranges). A text or phrase holding any other character gets
 * no pre-test: its regex runs as before.
 */
const UNCHECKED = /[^\t\n\r -\u024f\u2000-\u206f\u20a0-\u20bf]|[ſµİ]/u;
const WORD = /[\p{L}\p{N}]+/gu;

function readWords(text: string): ReadonlySet<string> | null {
  if (UNCHECKED.test(text)) return null;
  // The shared scanner reads the same runs as WORD without a match array per word.
  return new Set(wordRuns(text.toLowerCase(), false));
}

/** The words of `text`, lower-cased; null when it holds a character the pre-test cannot read. */
const wordsOf = perPass(readWords);

/** The longest word of each phrase; null when a phrase has no word or an unchecked character. */
export function phraseKeys(phrases: readonly string[]): ReadonlySet<string> | null {
  const keys = new Set<string>();
  for (const phrase of phrases) {
    if (phrase.trim() === '') continue;
    if (UNCHECKED.test(phrase)) return null;
    const words = phrase.toLowerCase().match(WORD);
    if (!words) return null;
    keys.add(words.reduce((a, b) => (b.length > a.length ? b : a)));
  }
  return keys;
}

/** False only when no phrase with these keys can match anywhere in `text`. */
export function mayHoldPhrase(keys: ReadonlySet<string>, text: string): boolean {
  const words = wordsOf(text);
  if (words === null) return true;
  const [few, many] = keys.size <= words.size ? [keys, words] : [words, keys];
  for (const word of few) if (many.has(word)) return true;
  return false;
}
