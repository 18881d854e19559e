import { injection as deInjection } from '../i18n/words/de/injection';
import { material as de } from '../i18n/words/de/material';
import { injection as enInjection } from '../i18n/words/en/injection';
import { material as en } from '../i18n/words/en/material';
import { injection as esInjection } from '../i18n/words/es/injection';
import { material as es } from '../i18n/words/es/material';
import { injection as frInjection } from '../i18n/words/fr/injection';
import { material as fr } from '../i18n/words/fr/material';
import { injection as itInjection } from '../i18n/words/it/injection';
import { material as it } from '../i18n/words/it/material';
import { factorAlternatives } from './factor';
import { keyBits, keyWordBit } from './key-tokens';
import type { InjectionWords, MaterialWords } from '../i18n/words/material-types';
import { injection as ptInjection } from '../i18n/words/pt/injection';
import { material as pt } from '../i18n/words/pt/material';

/**
 * The six languages' word lists compiled once, at module load. Material is found before the
 * prompt's language is known (and a Spanish request may carry an English email), so every
 * detector knows the words of all six languages at once.
 */
const LISTS: readonly MaterialWords[] = [en, es, fr, de, it, pt];
const INJECTION_LISTS: readonly InjectionWords[] = [
  enInjection,
  esInjection,
  frInjection,
  deInjection,
  itInjection,
  ptInjection,
];

/** Whole-word edges that also hold for accented letters (`\b` is ASCII-only). */
export const START = '(?<![\\p{L}\\p{N}_])';
export const END = '(?![\\p{L}\\p{N}_])';

function escape(word: string): string {
  return word
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
}

/** One alternation, longest first so "kind regards" wins over "kind". */
export function alternation(words: readonly string[]): string {
  const unique = [...new Set(words.map((w) => w.toLowerCase()))];
  unique.sort((a, b) => b.length - a.length);
  return `(?:${factorAlternatives(unique.map(escape))})`;
}

const all = (pick: (w: MaterialWords) => readonly string[]): string => alternation(LISTS.flatMap(pick));
const allInjection = (pick: (w: InjectionWords) => readonly string[]): string =>
  alternation(INJECTION_LISTS.flatMap(pick));

export const NOUN = all((w) => w.nouns);
export const EMAIL_NOUN = all((w) => w.emailNouns);
export const FORWARD_POINTER = all((w) => w.forwardPointers);
export const TEXT_NOUN = all((w) => w.textNouns);
export const POSSESSIVE = all((w) => w.possessives);
export const DETERMINER = all((w) => w.determiners);
export const PRESENTER = all((w) => w.presenters);
export const POINTER = all((w) => w.pointers);
export const POINTING_VERB = all((w) => w.pointingVerbs);
// A verb with its pronoun attached is still a verb that works on the text.
export const WORK_VERB = all((w) => [...w.workVerbs, ...w.pointingVerbs]);
export const OUTPUT_VERB = all((w) => w.outputVerbs);
export const OUTPUT_WORD = all((w) => w.outputWords);
export const POLITE = all((w) => w.politeOpeners);
export const RESUMER = all((w) => w.resumers);
export const ADDRESSED = all((w) => w.addressed);
export const SECTION = all((w) => w.sections);
export const SPEC = all((w) => w.specs);
export const SHAPE_SECTION = all((w) => w.shapeSections);
export const EMAIL_HEADER = all((w) => w.emailHeaders);
export const THREAD_MARK = all((w) => w.threadMarks);
export const SUBJECT_HEADER = all((w) => w.subjectHeaders);
export const GREETING = all((w) => w.greetings);
export const SIGN_OFF = all((w) => w.signOffs);

export const DISMISS_VERB = allInjection((w) => w.dismissVerbs);
export const DISMISS_OBJECT = allInjection((w) => w.dismissObjects);
export const REVEAL_VERB = allInjection((w) => w.revealVerbs);
export const REVEAL_OBJECT = allInjection((w) => w.revealObjects);
export const TAKEOVER = allInjection((w) => w.phrases);
export const DESIGN_VERB = allInjection((w) => w.designVerbs);
export const DESIGN_OBJECT = allInjection((w) => w.designObjects);
export const NOT_DESIGN = allInjection((w) => w.notDesign);
export const THIRD_PARTY = allInjection((w) => w.thirdParty);

/**
 * A cheap pre-test for a phrase list: does the text contain a key word of any phrase (its
 * first word, or its longest, which is rarer)? Scanning words against a Set is far cheaper than
 * a large alternation tried at every offset, so the full regex only runs on lines that can match.
 */
export function keyWordTest(
  lists: ReadonlyArray<readonly string[]>,
  pick: 'first' | 'longest',
): (text: string) => boolean {
  const first = new Set<string>();
  for (const list of lists) {
    for (const phrase of list) {
      const words = phrase.toLowerCase().split(' ');
      const word =
        pick === 'first' ? (words[0] ?? '') : words.reduce((a, b) => (b.length >= a.length ? b : a), '');
      first.add(word);
      first.add(word.replace(/'/gu, '’'));
    }
  }
  // The text's words are read once per request and shared by every list's test (key-tokens.ts):
  // a word, its part before a hyphen ("donne-moi": a verb with a pronoun attached) and its part up
  // to an apostrophe ("l'article": an elided article).
  const bit = keyWordBit(first);
  return (text) => (keyBits(text) & bit) !== 0;
}

export const mayHaveWorkVerb = keyWordTest(
  LISTS.flatMap((w) => [w.workVerbs, w.pointingVerbs]),
  'first',
);
// Every injection match holds one of its objects or takeover phrases: key on their rarest word.
export const mayHaveInjection = keyWordTest(
  INJECTION_LISTS.flatMap((w) => [w.dismissObjects, w.revealObjects, w.phrases]),
  'longest',
);

/** The subset of RegExp the detectors use. */
export interface WordPattern {
  test(text: string): boolean;
  exec(text: string): RegExpExecArray | null;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * A pattern that must start at a word start. Checking the character before a match is much
 * cheaper than a lookbehind tried at every offset (measured: about 2.5x on a 2 KB prompt).
 */
export function wordRe(source: string): WordPattern {
  const g = new RegExp(source, 'giu');
  const exec = (text: string): RegExpExecArray | null => {
    g.lastIndex = 0;
    for (let m = g.exec(text); m !== null; m = g.exec(text)) {
      if (m.index === 0 || !WORD_CHAR.test(text[m.index - 1] ?? '')) return m;
      g.lastIndex = m.index + 1;
    }
    return null;
  };
  return { test: (text) => exec(text) !== null, exec };
}

/** Case-insensitive, Unicode-aware. */
export const re = (source: string): RegExp => new RegExp(source, 'iu');
