/**
 * The words of a text as the phrase-list pre-tests read them, computed once per text per request:
 * the note-to-AI test, the injection test and the work-verb test each ask about the same lines,
 * and each used to lower-case and tokenise the line again.
 */
import { perPass } from './pass-memo';

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

export const keyTokens = perPass(readKeyTokens);
