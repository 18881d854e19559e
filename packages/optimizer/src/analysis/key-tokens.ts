/**
 * The words of a text as the phrase-list pre-tests read them, computed once per text per request:
 * the note-to-AI test, the injection test and the work-verb test each ask about the same lines,
 * and each used to lower-case and tokenise the line again. Each test's key words are registered
 * here under one bit, so a text's words are read and looked up once for all the tests at once
 * (`keyBits`), not once per test.
 */
import { currentPass } from './pass-memo';
import { eachWordRun } from './word-runs';

/** Each key word with the bits of the tests that list it. */
const BITS = new Map<string, number>();
let registered = 0;

/** Registers one test's key words; returns the test's bit. */
export function keyWordBit(words: Iterable<string>): number {
  if (registered >= 31) throw new Error('key-tokens: more than 31 key-word tests');
  const bit = 1 << registered++;
  for (const word of words) BITS.set(word, (BITS.get(word) ?? 0) | bit);
  return bit;
}

// Kept per request, and dropped when a test registers after a text was read.
const masks = new Map<string, number>();
let masksPass = -1;
let masksTests = 0;

/** The bits of every registered test with a key word among the text's words. */
export function keyBits(text: string): number {
  if (masksPass !== currentPass() || masksTests !== registered) {
    masks.clear();
    masksPass = currentPass();
    masksTests = registered;
  }
  const known = masks.get(text);
  if (known !== undefined) return known;
  // Each lower-cased word (letters, digits, apostrophes and hyphens), then what it starts with
  // before a hyphen ("donne-moi": "donne") and up to its first apostrophe ("l'article": "l'"):
  // every form a key word may take in the text. One scan, no list of tokens kept.
  const lower = text.toLowerCase();
  let bits = 0;
  eachWordRun(lower, true, ({ start, end, hyphen, apostrophe }) => {
    bits |= BITS.get(lower.slice(start, end)) ?? 0;
    if (hyphen > start) bits |= BITS.get(lower.slice(start, hyphen)) ?? 0;
    if (apostrophe > start) bits |= BITS.get(lower.slice(start, apostrophe + 1)) ?? 0;
  });
  masks.set(text, bits);
  return bits;
}
