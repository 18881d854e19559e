import type { ClassifyWords } from '../i18n/words/classify-types';
import { classifyWords as de } from '../i18n/words/de/classify';
import { classifyWords as en } from '../i18n/words/en/classify';
import { classifyWords as es } from '../i18n/words/es/classify';
import { classifyWords as fr } from '../i18n/words/fr/classify';
import { classifyWords as it } from '../i18n/words/it/classify';
import { classifyWords as pt } from '../i18n/words/pt/classify';
import type { TaskKind, WordLanguage } from './types';

/** A word list compiled once: a global regex that finds any entry, and which kind each entry means. */
export interface KindMatcher {
  /** Global, sticky-free: use with `lastIndex` / `exec` loops. */
  readonly any: RegExp;
  /** The kind of a matched text (entries are tested in list order), undefined when none. */
  kindOf(matched: string): TaskKind | null | undefined;
}

export interface Detectors {
  /** Whole-slice test: the text is only lead-ins ("please can you"). */
  leadIns: RegExp;
  /** The lead-ins at the start of a text, to skip them ("please, can you |what is…"). */
  leadPrefix: RegExp;
  producers: KindMatcher;
  asks: KindMatcher;
  nouns: KindMatcher;
  questionWords: RegExp;
  advice: RegExp;
  levels: RegExp;
  faults: RegExp;
  codeMeaning: RegExp;
  quantities: RegExp;
  choose: RegExp;
  or: RegExp;
  ownTexts: RegExp;
  owned: RegExp;
  interactive: RegExp;
  botAudience: RegExp;
  dataNouns: RegExp;
  languageNames: RegExp;
  proseScripts: RegExp;
  topicMarkers: RegExp;
}

const LETTER = '[\\p{L}\\p{N}]';
const BEFORE = `(?<!${LETTER})`;
const AFTER = `(?!${LETTER})`;

/** The phrase syntax of `ClassifyWords` as a regex source (see the interface's comment). */
function phraseSource(phrase: string): string {
  let out = '';
  for (const ch of phrase) {
    if (ch === ' ') out += '[\\s\\-;]+';
    else if (ch === '(') out += '(?:';
    else if (ch === ')') out += ')?';
    else if (ch === '*') out += '\\p{L}*';
    else out += ch.replace(/[.+?^${}|[\]\\]/g, '\\$&');
  }
  return out;
}

// Longer phrases first, so "make it sound" wins over "make" at the same position.
function alternation(phrases: readonly string[]): string {
  const unique = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  return unique.map(phraseSource).join('|');
}

function anyOf(phrases: readonly string[], flags = 'u'): RegExp {
  // An empty list must match nothing rather than everything.
  if (phrases.length === 0) return /(?!)/u;
  return new RegExp(`${BEFORE}(?:${alternation(phrases)})${AFTER}`, flags);
}

function kindMatcher(entries: ReadonlyArray<readonly [string, TaskKind | null]>): KindMatcher {
  const byKind = new Map<TaskKind | null, string[]>();
  for (const [phrase, kind] of entries) {
    const list = byKind.get(kind) ?? [];
    list.push(phrase);
    byKind.set(kind, list);
  }
  const whole = [...byKind].map(([kind, phrases]) => {
    const sorted = [...phrases].sort((a, b) => b.length - a.length);
    return { kind, test: new RegExp(`^(?:${sorted.map(phraseSource).join('|')})$`, 'u') };
  });
  return {
    any: anyOf(
      entries.map(([phrase]) => phrase),
      'gu',
    ),
    kindOf(matched) {
      return whole.find((w) => w.test.test(matched))?.kind;
    },
  };
}

function kindEntries(lists: Partial<Record<TaskKind, readonly string[]>>): [string, TaskKind][] {
  return Object.entries(lists).flatMap(([kind, phrases]) =>
    (phrases ?? []).map((p): [string, TaskKind] => [p, kind as TaskKind]),
  );
}

// A request in Spanish still says "SQL query", "prompt", "bug": every language is read with its
// own words first and English words after them.
function merge(own: ClassifyWords, base: ClassifyWords): ClassifyWords {
  if (own === base) return own;
  const lists = (a: readonly string[], b: readonly string[]) => [...a, ...b];
  const kinds = (a: ClassifyWords['asks'], b: ClassifyWords['asks']) => {
    const out: Partial<Record<TaskKind, readonly string[]>> = { ...b };
    for (const [k, v] of Object.entries(a)) out[k as TaskKind] = [...(v ?? []), ...(b[k as TaskKind] ?? [])];
    return out;
  };
  return {
    leadIns: lists(own.leadIns, base.leadIns),
    producers: { ...base.producers, ...own.producers },
    asks: kinds(own.asks, base.asks),
    nouns: kinds(own.nouns, base.nouns),
    questionWords: own.questionWords,
    advice: lists(own.advice, base.advice),
    levels: lists(own.levels, base.levels),
    faults: lists(own.faults, base.faults),
    codeMeaning: lists(own.codeMeaning, base.codeMeaning),
    quantities: own.quantities,
    choose: own.choose,
    or: lists(own.or, ['vs', 'vs.', 'versus']),
    ownTexts: lists(own.ownTexts, base.ownTexts),
    owned: own.owned,
    interactive: own.interactive,
    botAudience: lists(own.botAudience, base.botAudience),
    dataNouns: lists(own.dataNouns, base.dataNouns),
    languageNames: lists(own.languageNames, base.languageNames),
    proseScripts: lists(own.proseScripts, base.proseScripts),
    topicMarkers: own.topicMarkers,
  };
}

function compile(words: ClassifyWords): Detectors {
  const lead = alternation(words.leadIns);
  return {
    leadIns: new RegExp(`^(?:(?:${lead})${AFTER}[\\s,:;!]*)*$`, 'u'),
    leadPrefix: new RegExp(`^[\\s,:;!¿¡\\-*"]*(?:(?:${lead})${AFTER}[\\s,:;!]*)*`, 'u'),
    producers: kindMatcher(Object.entries(words.producers)),
    asks: kindMatcher(kindEntries(words.asks)),
    nouns: kindMatcher(kindEntries(words.nouns)),
    questionWords: new RegExp(`^(?:${alternation(words.questionWords)})${AFTER}`, 'u'),
    advice: anyOf(words.advice),
    levels: anyOf(words.levels),
    faults: anyOf(words.faults),
    codeMeaning: anyOf(words.codeMeaning),
    quantities: anyOf(words.quantities),
    choose: anyOf(words.choose),
    or: anyOf(words.or),
    ownTexts: anyOf(words.ownTexts),
    owned: anyOf(words.owned),
    interactive: anyOf(words.interactive),
    botAudience: anyOf(words.botAudience),
    dataNouns: anyOf(words.dataNouns),
    languageNames: anyOf(words.languageNames),
    proseScripts: anyOf(words.proseScripts),
    topicMarkers: anyOf(words.topicMarkers),
  };
}

const WORDS: Readonly<Record<WordLanguage, ClassifyWords>> = { en, es, fr, de, it, pt };

/** Detectors for each language, built once when the module loads. */
export const DETECTORS: Readonly<Record<WordLanguage, Detectors>> = Object.fromEntries(
  Object.entries(WORDS).map(([lang, words]) => [lang, compile(merge(words, en))]),
) as Record<WordLanguage, Detectors>;
