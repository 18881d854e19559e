/**
 * Words whose first letter is lower case however they start a sentence: "Ios 16", "Iphone",
 * "Ebay", "Npm", "PH 7" are broken names, not capitals. Two kinds:
 * - names typed all in lower case that have one spelling ("ios" is always Apple's iOS): a
 *   sentence start gets the name's own spelling;
 * - short units and tools that mean the same in lower case ("npm", "ml", "kg", "ph"): a sentence
 *   start leaves them as typed, since their capitalised form is another word ("ML", "PH").
 */
const SPELLED: ReadonlyMap<string, string> = new Map(
  [
    'iOS',
    'iPadOS',
    'iPhone',
    'iPhones',
    'iPad',
    'iPads',
    'iPod',
    'iMac',
    'iCloud',
    'iTunes',
    'iMessage',
    'macOS',
    'watchOS',
    'tvOS',
    'visionOS',
    'eBay',
    'kWh',
    'jQuery',
    'eSIM',
    'pH',
  ].map((w) => [w.toLowerCase(), w] as const),
);

const AS_TYPED = new Set(['npm', 'pnpm', 'npx', 'ml', 'mg', 'kg', 'km', 'cm', 'mm', 'kb', 'kw', 'mph']);

/**
 * Names typed all in lower case, with their spelling, for the cleaner to fix anywhere in the
 * user's free text ("my ios app" -> "my iOS app"); "ph" is left out, it is also a label.
 */
export const BRAND_SPELLINGS: ReadonlyMap<string, string> = new Map([...SPELLED].filter(([k]) => k !== 'ph'));

/** A word at the start of `text` ("iOS", "eBay", "kWh"): lower case, then a capital. */
const INNER_CAPITAL = /^\p{Ll}+\p{Lu}/u;
const WORD = /^\p{L}+/u;

/**
 * The spelling a sentence start gives the word at the head of `rest`, or null when it takes a
 * plain capital. `rest` starts at the word's first letter.
 */
export function sentenceStartWord(rest: string): string | null {
  if (INNER_CAPITAL.test(rest)) return WORD.exec(rest)?.[0] ?? null;
  const word = WORD.exec(rest)?.[0];
  if (!word) return null;
  // "pH" only before a number or "of"/"level": "ph" alone may be a phone number's label.
  const lower = word.toLowerCase();
  if (lower === 'ph' && !/^ph\s+(?:\d|of\b|level|value|wert|valor|valeur|livello)/iu.test(rest)) return null;
  if (word === lower && SPELLED.has(lower)) return SPELLED.get(lower)!;
  if (word === lower && AS_TYPED.has(lower)) return word;
  return null;
}

/** `text` with its first letter (at `at`) capitalised as a sentence start, names kept. */
export function capitalAt(text: string, at = 0): string {
  const rest = text.slice(at);
  const word = sentenceStartWord(rest);
  if (word !== null) return text.slice(0, at) + word + rest.slice(word.length);
  return text.slice(0, at) + rest.charAt(0).toUpperCase() + rest.slice(1);
}
