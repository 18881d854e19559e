/**
 * Regex and span helpers shared by the slot readers and the cleaner. JavaScript's `\b` only knows
 * ASCII letters, so word edges are spelled out with Unicode classes ("después", "Wörter").
 */

import { factorAlternatives } from '../factor';
import { mayHoldPhrase, phraseKeys } from './phrase-keys';

/** Not preceded by a letter, digit or underscore. */
export const START = '(?<![\\p{L}\\p{N}_])';
/** Not followed by a letter, digit or underscore. */
export const END = '(?![\\p{L}\\p{N}_])';
/** Word edges that also refuse a hyphen ("kid-friendly" is not "friendly"). */
export const START_H = '(?<![\\p{L}\\p{N}_-])';
export const END_H = '(?![\\p{L}\\p{N}_-])';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One phrase as a regex source: any run of spaces between words, either apostrophe. */
function phraseSource(phrase: string): string {
  return escape(phrase.trim()).replace(/\s+/g, '\\s+').replace(/'/g, "['’]");
}

/** Alternation of phrases, longest first so "no more than" wins over "no". */
export function alt(phrases: Iterable<string>): string {
  const unique = [...new Set([...phrases].map((p) => p.trim()).filter((p) => p !== ''))];
  unique.sort((a, b) => b.length - a.length);
  return unique.length === 0 ? '(?!)' : `(?:${factorAlternatives(unique.map(phraseSource))})`;
}

/** A global, case-insensitive, Unicode regex for whole phrases from a list. */
export function phraseRegex(phrases: Iterable<string>, edges: 'word' | 'hyphen' = 'word'): RegExp {
  const [s, e] = edges === 'word' ? [START, END] : [START_H, END_H];
  const list = [...phrases];
  const re = new RegExp(`${s}${alt(list)}${e}`, 'giu');
  const keys = phraseKeys(list);
  if (keys !== null) PHRASE_KEYS.set(re, keys);
  return re;
}

/** Each phrase regex's key words, for `allMatches` to skip a text that cannot hold a phrase. */
const PHRASE_KEYS = new WeakMap<RegExp, ReadonlySet<string>>();

/**
 * `re` with the pre-test of `phraseRegex`, for a pattern of our own whose every match holds one
 * of `phrases` whole, between word edges (START/END, or spaces): `allMatches` skips a text in
 * which no phrase's longest word stands.
 */
export function keyedBy(re: RegExp, phrases: readonly string[]): RegExp {
  const keys = phraseKeys(phrases);
  if (keys !== null) PHRASE_KEYS.set(re, keys);
  return re;
}

/** A lookup set of lower-cased words with straight apostrophes. */
export function wordSet(words: Iterable<string>): Set<string> {
  return new Set([...words].map(fold));
}

/** Lower case with straight apostrophes: the form used for set lookups. */
export function fold(word: string): string {
  return word.toLowerCase().replace(/[’‘]/g, "'");
}

export interface Span {
  start: number;
  end: number;
}

export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Every match of a global regex, as spans with their text. */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  re.lastIndex = 0;
  const keys = PHRASE_KEYS.get(re);
  if (keys !== undefined && !mayHoldPhrase(keys, text)) return [];
  const out: RegExpExecArray[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m);
    if (m[0] === '') re.lastIndex++;
  }
  return out;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Where the clause holding `index` begins: after the last sentence or comma break. */
export function clauseStart(text: string, index: number): number {
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i];
    if (
      c === '.' ||
      c === ',' ||
      c === ';' ||
      c === ':' ||
      c === '!' ||
      c === '?' ||
      c === '\n' ||
      c === '('
    ) {
      // A decimal point or a thousands separator is not a break.
      if ((c === '.' || c === ',') && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) continue;
      return i + 1;
    }
  }
  return 0;
}

export interface Word extends Span {
  text: string;
}

/** The first word at or after `from`, or null. */
export function nextWord(text: string, from: number): Word | null {
  WORD.lastIndex = from;
  const m = WORD.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length, text: m[0] } : null;
}

/** The words of `text[from, to)`, with their offsets. */
export function wordsIn(text: string, from: number, to: number): Word[] {
  WORD.lastIndex = from;
  const out: Word[] = [];
  for (let m = WORD.exec(text); m && m.index < to; m = WORD.exec(text)) {
    out.push({ start: m.index, end: Math.min(m.index + m[0].length, to), text: m[0] });
  }
  return out;
}

/** A sticky regex: tests a phrase list at one offset (`lastIndex`). */
export function stickyRegex(phrases: Iterable<string>): RegExp {
  return new RegExp(`${START}${alt(phrases)}${END}`, 'iuy');
}

/** True when the sticky `re` matches at `index`; returns the match end or -1. */
export function matchAt(re: RegExp, text: string, index: number): number {
  re.lastIndex = index;
  const m = re.exec(text);
  return m ? index + m[0].length : -1;
}

/**
 * The start of the nearest negating phrase among the `max` words before `index` in the same
 * clause, or -1. A contrast word ("but", "aber") ends the negation's reach; so does any word
 * outside `bridge` when one is given ("no jargon and friendly" is not "not friendly").
 */
export function negationBefore(
  text: string,
  index: number,
  negators: RegExp,
  contrast: ReadonlySet<string>,
  max = 4,
  bridge?: ReadonlySet<string>,
): number {
  const words = wordsIn(text, clauseStart(text, index), index);
  let found = -1;
  // Nearest first: in "ni trop long ni trop court" each "ni" governs its own adjective.
  for (let i = words.length - 1, counted = 0; i >= 0 && counted < max; i--, counted++) {
    const w = words[i];
    if (!w || contrast.has(fold(w.text))) break;
    if (matchAt(negators, text, w.start) !== -1) {
      found = w.start;
      // "que no sea", "do not": a longer negating phrase may start one word earlier.
      const prev = words[i - 1];
      if (prev && matchAt(negators, text, prev.start) > w.start) found = prev.start;
      break;
    }
    // With a bridge set, only those words may stand between a negator and its target.
    else if (bridge && !bridge.has(fold(w.text))) break;
  }
  return found;
}
