import type { ClassifyWords } from '../i18n/words/classify-types';
import { classifyWords as de } from '../i18n/words/de/classify';
import { classifyWords as en } from '../i18n/words/en/classify';
import { classifyWords as es } from '../i18n/words/es/classify';
import { classifyWords as fr } from '../i18n/words/fr/classify';
import { classifyWords as it } from '../i18n/words/it/classify';
import { classifyWords as pt } from '../i18n/words/pt/classify';
import { alternation, PhraseList } from './phrase-list';
import type { TaskKind, WordLanguage } from './types';

/** A word list of kinds compiled once: finds entries, and tells which kind each entry means. */
export interface KindMatcher {
  readonly list: PhraseList;
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
  advice: PhraseList;
  levels: PhraseList;
  faults: PhraseList;
  codeMeaning: PhraseList;
  quantities: PhraseList;
  choose: PhraseList;
  or: PhraseList;
  ownTexts: PhraseList;
  owned: PhraseList;
  interactive: PhraseList;
  botAudience: PhraseList;
  dataNouns: PhraseList;
  languageNames: PhraseList;
  proseScripts: PhraseList;
  topicMarkers: PhraseList;
  fetch: PhraseList;
  sources: PhraseList;
  puzzles: PhraseList;
  puzzleNames: PhraseList;
  puzzleToys: PhraseList;
  crossings: PhraseList;
  groupings: PhraseList;
  ordering: PhraseList;
  chores: PhraseList;
  methods: PhraseList;
  /** Whole-slice test: the text ends with an article or possessive ("…de la "). */
  determinerBefore: RegExp;
  /** A clause opening after which the verb comes last ("können sie mir …"), or null. */
  verbLast: RegExp | null;
}

const AFTER = '(?![\\p{L}\\p{N}])';

function kindMatcher(entries: ReadonlyArray<readonly [string, TaskKind | null]>): KindMatcher {
  const byKind = new Map<TaskKind | null, string[]>();
  for (const [phrase, kind] of entries) {
    const list = byKind.get(kind) ?? [];
    list.push(phrase);
    byKind.set(kind, list);
  }
  const whole = [...byKind].map(([kind, phrases]) => ({
    kind,
    test: new RegExp(`^(?:${alternation(phrases)})$`, 'u'),
  }));
  return {
    list: new PhraseList(entries.map(([phrase]) => phrase)),
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
    // "get", "list" mean extraction only in their own language's sentences.
    fetch: own.fetch,
    sources: own.sources,
    puzzles: lists(own.puzzles, base.puzzles),
    puzzleNames: lists(own.puzzleNames, base.puzzleNames),
    puzzleToys: lists(own.puzzleToys, base.puzzleToys),
    crossings: lists(own.crossings, base.crossings),
    groupings: lists(own.groupings, base.groupings),
    ordering: lists(own.ordering, base.ordering),
    chores: lists(own.chores, base.chores),
    methods: lists(own.methods, base.methods),
    months: lists(own.months, base.months),
    // "a" is an article in English and a preposition in Spanish: each language's own only.
    determiners: own.determiners,
    // Word order is the language's own: German puts the verb last, the others do not.
    verbLast: own.verbLast ?? [],
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
    advice: new PhraseList(words.advice),
    levels: new PhraseList(words.levels),
    faults: new PhraseList(words.faults),
    codeMeaning: new PhraseList(words.codeMeaning),
    quantities: new PhraseList(words.quantities),
    choose: new PhraseList(words.choose),
    or: new PhraseList(words.or),
    ownTexts: new PhraseList(words.ownTexts),
    owned: new PhraseList(words.owned),
    interactive: new PhraseList(words.interactive),
    botAudience: new PhraseList(words.botAudience),
    dataNouns: new PhraseList(words.dataNouns),
    languageNames: new PhraseList(words.languageNames),
    proseScripts: new PhraseList(words.proseScripts),
    topicMarkers: new PhraseList(words.topicMarkers),
    fetch: new PhraseList(words.fetch),
    sources: new PhraseList(words.sources),
    puzzles: new PhraseList(words.puzzles),
    puzzleNames: new PhraseList(words.puzzleNames),
    puzzleToys: new PhraseList(words.puzzleToys),
    crossings: new PhraseList(words.crossings),
    groupings: new PhraseList(words.groupings),
    ordering: new PhraseList(words.ordering),
    chores: new PhraseList(words.chores),
    methods: new PhraseList(words.methods),
    determinerBefore: new RegExp(`(?<![\\p{L}])(?:${alternation(words.determiners)})['\\s]+$`, 'u'),
    verbLast:
      words.verbLast && words.verbLast.length > 0
        ? new RegExp(`^(?:(?:bitte|hallo|hi)[\\s,!]+)?(?:${alternation(words.verbLast)})(?![\\p{L}])`, 'u')
        : null,
  };
}

const WORDS: Readonly<Record<WordLanguage, ClassifyWords>> = { en, es, fr, de, it, pt };

/** Detectors for each language, built once when the module loads. */
export const DETECTORS: Readonly<Record<WordLanguage, Detectors>> = Object.fromEntries(
  Object.entries(WORDS).map(([lang, words]) => [lang, compile(merge(words, en))]),
) as Record<WordLanguage, Detectors>;

const MONTHS = alternation(Object.values(WORDS).flatMap((w) => w.months));

/**
 * A day and a month in any of the languages ("3 june", "march 12", "le 12 mars", "3. Juni"), on
 * folded text: a date says when, it is not a quantity. Global: use with `replace`.
 */
export const DATES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:\\d{1,2}(?:st|nd|rd|th|er|\\.)?\\s+(?:(?:of|de|di)\\s+)?(?:${MONTHS})|(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?)(?![\\p{L}\\p{N}])`,
  'gu',
);
