/**
 * The words of a text as the phrase-list pre-tests read them, computed once per text per request:
 * the note-to-AI test, the injection test and the work-verb test each ask about the same lines,
 * and each used to lower-case and tokenise the line again. Each test's key words are also
 * registered here under one bit, so a text's words are looked up once for all the tests at once
 * (`keyBits`), not once per test.
 */
import { currentPass, perPass } from './pass-memo';

const TOKEN = /[\p{L}\p{N}'’-]+/gu;

/** Index of the first straight or curly apostrophe, or -1. */
function firstApostrophe(token: string): number {
  const straight = token.indexOf("'");
  const curly = token.indexOf('’');
  if (straight < 0) return curly;
  return curly < 0 ? straight : Math.min(straight, curly);
}

/**
 * Each lower-cased word, then what it starts with before a hyphen ("donne-moi": "donne") and up
 * to its first apostrophe ("l'article": "l'"): every form a key word may take in the text.
 */
function readKeyTokens(text: string): readonly string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  // An exec loop, not matchAll: the iterator's allocations were most of the cost.
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(lower); m !== null; m = TOKEN.exec(lower)) {
    const token = m[0];
    out.push(token);
    const dash = token.indexOf('-');
    if (dash > 0) out.push(token.slice(0, dash));
    const apostrophe = firstApostrophe(token);
    if (apostrophe > 0) out.push(token.slice(0, apostrophe + 1));
  }
  return out;
}

const keyTokens = perPass(readKeyTokens);

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

// Kept per request like the tokens, and dropped when a test registers after a text was read.
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
  let bits = 0;
  for (const token of keyTokens(text)) bits |= BITS.get(token) ?? 0;
  masks.set(text, bits);
  return bits;
}
