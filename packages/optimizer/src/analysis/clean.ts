import { SLOT_WORDS, type SlotWords } from '../i18n/words/slot-words';
import { protectedSpans, segments, type Segment } from './clean-protect';
import { alt, fold, wordSet } from './slot-readers/text';
import type { WordLanguage } from './types';

/** Word edges for casual forms: not part of a name, handle, path, contraction or abbreviation. */
const BEFORE = "(?<![\\p{L}\\p{N}_'’@#/\\\\.-])";
const AFTER = "(?![\\p{L}\\p{N}_'’@/\\\\-]|\\.[\\p{L}\\p{N}])";

interface Cleaner {
  replace: RegExp;
  map: ReadonlyMap<string, string>;
  lowerOnly: ReadonlySet<string>;
  greeting: RegExp;
  filler: RegExp;
  closer: RegExp;
  /** A thanks that ends the request after a plain space: "nada muito formal vlw", "corto gracias!!". */
  looseCloser: RegExp;
  quoteWords: ReadonlySet<string>;
  /** Spaces before these marks go; the language's own spaced marks (French " ?") stay. */
  spaceBefore: RegExp;
  abbreviation: RegExp;
}

/** Emoticons, emoji and spaces that may trail a closer. */
const TRAIL = '\\s*(?:[:;]-?[)D]|[\\p{Extended_Pictographic}\\u200d\\ufe0f]+|\\s)*$';

function compile(w: SlotWords): Cleaner {
  const c = w.clean;
  const map = new Map<string, string>();
  for (const [k, v] of Object.entries(c.typos)) map.set(fold(k), v);
  for (const [k, v] of Object.entries(c.casual)) map.set(fold(k), v);
  const names = c.greetingNames.length ? `(?:[\\s,]+${alt(c.greetingNames)}(?![\\p{L}\\p{N}]))?` : '';
  return {
    replace: new RegExp(`${BEFORE}${alt(map.keys())}${AFTER}`, 'giu'),
    map,
    lowerOnly: wordSet(c.lowerOnly),
    // A greeting goes when punctuation or a lower-case word follows ("hey jude" stays "hey jude"
    // only when written "Hey Jude"): a capitalised word may be a title or a name.
    greeting: new RegExp(`^\\s*${alt(c.greetings)}${names}(?:\\s*([,!.:;–—-]+)\\s*|\\s+|\\s*$)`, 'iu'),
    filler: new RegExp(`^\\s*(?:${alt(c.fillers)}\\s*,\\s*|${alt(c.looseFillers)}\\s+)(?=\\S)`, 'iu'),
    closer: new RegExp(`(^|[.!?,;\\n])\\s*${alt(c.closers)}${names}\\s*[!.]*${TRAIL}`, 'iu'),
    // An exclamation mark makes any closer an aside to the assistant ("hazlo corto gracias!!").
    looseCloser: new RegExp(
      `(\\s)(?:${alt(c.looseClosers)}${names}\\s*[!.]*|${alt(c.closers)}${names}\\s*!+)${TRAIL}`,
      'iu',
    ),
    quoteWords: wordSet(c.quoteWords),
    spaceBefore: new RegExp(
      ` +([${[',', '!', '?', ';'].filter((p) => !c.spacedPunctuation.includes(p)).join('')}])`,
      'g',
    ),
    abbreviation: new RegExp(`(?:^|\\s)${alt(c.abbreviations)}\\s*$`, 'iu'),
  };
}

const CLEANERS = Object.fromEntries(
  Object.entries(SLOT_WORDS).map(([lang, words]) => [lang, compile(words)]),
) as Record<WordLanguage, Cleaner>;
const CASUAL_KEYS = Object.fromEntries(
  Object.entries(SLOT_WORDS).map(([lang, words]) => [lang, wordSet(Object.keys(words.clean.casual))]),
) as Partial<Record<WordLanguage, ReadonlySet<string>>>;

/** Keep the case the user wrote: "Gimme" -> "Give me", "PLS" -> "PLEASE". */
function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) {
    return replacement.toUpperCase();
  }
  const first = original[0] ?? '';
  if (first !== first.toLowerCase()) return replacement[0]?.toUpperCase() + replacement.slice(1);
  return replacement;
}

function fixWords(text: string, c: Cleaner): string {
  return text.replace(c.replace, (word) => {
    const key = fold(word);
    const to = c.map.get(key);
    if (to === undefined) return word;
    // "U2", "UR" as in a name: ambiguous short forms change only when written in lower case.
    if (c.lowerOnly.has(key) && word !== word.toLowerCase()) return word;
    return matchCase(word, to);
  });
}

function fixPunctuation(text: string, c: Cleaner): string {
  return text
    .replace(/[!?]*\?[!?]+|[!?]+\?[!?]*/g, '?')
    .replace(/!{2,}/g, '!')
    .replace(/,{2,}/g, ',')
    .replace(/\.{4,}/g, '...')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/ {2,}/g, ' ')
    .replace(c.spaceBefore, '$1');
}

/** Upper-case the first letter of each sentence, outside protected runs and after no abbreviation. */
function capitalise(parts: readonly Segment[], c: Cleaner): string {
  const text = parts.map((p) => p.text).join('');
  const locked: boolean[] = [];
  for (const p of parts) for (let i = 0; i < p.text.length; i++) locked.push(!p.free);
  return text.replace(
    /(^\s*|[.!?]\s+|\n\s*)(\p{Ll})(?=[\p{Ll}'’\s,.!?]|$)/gu,
    (m, lead: string, letter: string, offset: number) => {
      const at = offset + lead.length;
      if (locked[at]) return m;
      if (/^[.!?]/.test(lead) && (locked[offset] || c.abbreviation.test(text.slice(0, offset + 1)))) return m;
      return lead + letter.toUpperCase();
    },
  );
}

/** A closer after a plain space, unless it is what the user wants written ("a card that says thx!"). */
function looseCloser(text: string, c: Cleaner): RegExpExecArray | null {
  const m = c.looseCloser.exec(text);
  if (!m) return null;
  const before = /([\p{L}'’]+)[^\p{L}]*$/u.exec(text.slice(0, m.index));
  return before && c.quoteWords.has(fold(before[1] ?? '')) ? null : m;
}

/**
 * The request with casual wording cleaned where it is safe, in the user's language: "gimme",
 * "u", "pls", "bday", a few obvious typos, doubled punctuation, lower-case sentence starts,
 * greetings and thanks at the edges. Quotes, code, links, addresses, numbers and brackets are
 * left byte for byte, and nothing that could carry meaning is dropped.
 */
export function cleanRequest(request: string, language: WordLanguage): string {
  const c = CLEANERS[language] ?? CLEANERS.en;
  let text = request;
  const greeting = c.greeting.exec(text);
  const rest = greeting ? text.slice(greeting[0].length) : '';
  // Without punctuation, only a lower-case word may follow: "Hey Jude lyrics" names a song.
  if (greeting && rest.trim() !== '' && (greeting[1] || /^(?:\p{Ll}|I\s)/u.test(rest))) text = rest;
  const filler = c.filler.exec(text);
  if (filler) text = text.slice(filler[0].length);
  const closer = c.closer.exec(text) ?? looseCloser(text, c);
  if (closer && text.slice(0, closer.index).trim() !== '')
    text = text.slice(0, closer.index + (closer[1] ?? '').length);

  const parts = segments(text, protectedSpans(text, CASUAL_KEYS[language] ?? new Set()));
  for (const part of parts) if (part.free) part.text = fixPunctuation(fixWords(part.text, c), c);
  return capitalise(parts, c)
    .replace(/[,;:\s]+$/u, '')
    .trim();
}
