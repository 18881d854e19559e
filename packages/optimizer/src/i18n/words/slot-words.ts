import type { Constraint, WordLanguage } from '../../analysis/types';
import { de } from './de/slots';
import { en } from './en/slots';
import { es } from './es/slots';
import { fr } from './fr/slots';
import { it } from './it/slots';
import { pt } from './pt/slots';

/**
 * The words the slot reader and the request cleaner know, one object per language. Phrases are
 * plain text (matched whole-word, case-insensitive, any run of spaces between words); the
 * detectors in `analysis/` compile them once at module load.
 */

/** A counted unit; seconds and hours are stored as minutes. */
export type LengthUnit =
  'words' | 'sentences' | 'paragraphs' | 'items' | 'characters' | 'pages' | 'minutes' | 'seconds' | 'hours';

export type ConstraintTopic = Constraint['topic'];

/** A casual form that is also a word, with the neighbours that say which one the user meant. */
export interface GuardedForm {
  /** The form as typed, lower case ("were"). */
  form: string;
  /** What it becomes ("we're"); a capital the user wrote is kept. */
  to: string;
  /**
   * Words allowed right after it: "#" a number, "-ing" a word ending in "ing", "Aa" a word with
   * a capital (a German noun), "*" anything.
   */
  next: string[];
  /** Words never allowed right after it ("wont to"). */
  notNext?: string[];
  /** Words allowed right before it, "^" the start of a clause; absent: any word but `notAfter`. */
  after?: string[];
  /** Words never allowed right before it ("his wont"). */
  notAfter?: string[];
  /**
   * true: only in a sentence that ends with a question mark ("pq" is "por qué" there, else
   * "porque"); false: only outside one ("were 12 people?" may ask); absent: either.
   */
  question?: boolean;
}

export interface SlotWords {
  /** Words that negate what follows within a few words ("not", "no", "without", "don't"). */
  negators: string[];
  /** Words that join two parts of one phrase ("casual but professional", "kurz, aber nicht…"). */
  joiners: string[];
  /** Contrast words: a negation before one does not reach past it ("not long but formal"). */
  contrast: string[];
  /** Degree words between a negator and an adjective ("too", "very", "trop"). */
  intensifiers: string[];
  /** Degree words after an adjective ("formal demais"). */
  postIntensifiers: string[];
  /** Words that stop a scan: prepositions, conjunctions, verbs that start a new idea. */
  stop: string[];

  length: {
    /** Number words; "a"/"an"-like words go in `articleOnes` too. */
    numbers: Record<string, number>;
    /** Number words that are also articles: counted only after a length marker ("in a sentence"). */
    articleOnes: string[];
    /** Unit words, singular and plural, with hyphen forms ("minute" for "5-minute"). */
    units: Record<string, LengthUnit>;
    /** Before the number: an upper bound ("under", "at most", "menos de"). */
    max: string[];
    /** Before the number: a lower bound ("at least", "more than"); flipped by a negator. */
    min: string[];
    /** Before the number: a target ("about", "exactly", "in"). */
    exact: string[];
    /** After the unit: an upper bound ("max", "or less"). */
    maxAfter: string[];
    minAfter: string[];
    /** "between" of "between 100 and 200 words". */
    between: string[];
    /** Between two numbers of a range ("to", "and", "y"). */
    rangeJoin: string[];
    /** Articles that may sit between a marker and its number ("sotto i 280", "no supere las 200"). */
    articles: string[];
    /** Scope words before a counted thing ("each tweet", "cada tuit"). */
    scope: string[];
    /** Scope words after the unit ("280 characters each"). */
    scopeAfter: string[];
    /** Vague "keep it short" words and phrases. */
    short: string[];
    /** Vague "detailed" words and phrases. */
    long: string[];
    /** Phrases where a short/long word is not about length ("short story", "long-term"). */
    notLength: string[];
    /** Words that may precede a vague length word and belong to the user's phrase ("keep it"). */
    leads: string[];
    /** Pronouns and articles that belong to the phrase only after another lead ("keep it"). */
    weakLeads: string[];
  };

  tone: {
    /** Register words: formal, friendly, salesy… (every inflected form listed). */
    registers: string[];
    /** Negating phrases specific to tone ("without sounding", "sin sonar"). */
    negators: string[];
    /** Words after a register that belong to the phrase ("ohne verzweifelt zu klingen"). */
    tails: string[];
    /** Words that may stand between a negator and a register ("don't make it sound formal"). */
    bridge: string[];
    /** Nouns naming the tone ("tone", "tono"), read with any adjective next to them. */
    nouns: string[];
    /** True when the adjective comes before the noun ("friendly tone", "lockerer Ton"). */
    adjectiveFirst: boolean;
    /**
     * The plain negator put before a tone whose negation reaches across a length word:
     * "don't make it too long or too formal" -> tone "not too formal".
     */
    not: string;
  };

  audience: {
    /** Words that introduce a reader ("for", "aimed at", "para", "für"). */
    cues: string[];
    /** Words that introduce a recipient ("to my boss"); need a person noun right after. */
    toCues: string[];
    /** Labels followed by the audience ("target audience:", "Zielgruppe:"). */
    labels: string[];
    /** Verbs whose "for" is not a reader ("work for", "wait for", "apply for"). */
    notAfter: string[];
    determiners: string[];
    /** Person nouns that can head an audience ("team", "beginners", "alumnos"). */
    heads: string[];
    /** Match heads as word endings too (German compounds: "Grundschulkinder"). */
    headSuffixes: boolean;
    /** Regex (source) for ages written as one phrase ("10-year-olds"), or null. */
    agePattern: string | null;
    /** Words that continue the audience with a clause or a complement ("who", "de", "aged"). */
    clauseTails: string[];
    complementTails: string[];
  };

  format: {
    /** Format phrases as the user writes them ("bullet points", "tabla", "JSON"). */
    phrases: string[];
    /** "N options": nouns counted as alternatives ("options", "versiones"). */
    alternatives: string[];
    /** Phrases asking for nothing but the code ("only the code", "solo el código"). */
    codeOnly: string[];
    /** Phrases where a format word is something else ("table of contents"). */
    notFormat: string[];
    /** Format words that are also verbs or vague ("list", "outline"): need an article before. */
    generic: string[];
    /** Words before a generic format word that make it a format ("a", "as", "als"). */
    leads: string[];
  };

  outputLanguage: {
    /** Language names in this language (and in English), lower-case -> ISO 639-1. */
    names: Record<string, string>;
    /** Words before a language name that make it the answer's language ("in", "en", "auf"). */
    cues: string[];
    /** Translation targets; win over `cues` ("into", "al", "ins", "vers"). */
    targetCues: string[];
    /** Nouns after a language name that make it a subject, not the output ("class"). */
    notBefore: string[];
    /**
     * Words right before the cue that tie the language to one part or act, not to the answer:
     * "hashtags in English", "easy to pronounce in English", "also in English".
     */
    notAfter: string[];
  };

  constraints: {
    /** Clause openers that state a rule ("must", "make sure", "use", "include"). */
    cues: string[];
    /** Negative rule openers ("avoid", "skip", "leave out"); the rule is negated. */
    negativeCues: string[];
    /** Modal verbs that make a clause a rule wherever they sit ("the poem must rhyme"). */
    modals: string[];
    /** Words that may start a rule anywhere in a clause ("without", "with no"). */
    midCues: string[];
    /** Keywords per topic; the first topic whose keyword occurs wins (order matters). */
    topics: Array<[ConstraintTopic, string[]]>;
    /** Words left over from a captured slot that add nothing ("keep", "it", "the tone"). */
    filler: string[];
  };

  clean: {
    /** Whole-word casual forms -> standard ones ("gimme" -> "give me"). */
    casual: Record<string, string>;
    /** Casual forms replaced only when written in lower case ("u", but not "U" as in "U2"). */
    lowerOnly: string[];
    /** Obvious misspellings -> correct word. */
    typos: Record<string, string>;
    /**
     * Forms that are also real words, changed only in the right company: "were" is "we're" at
     * the start of a clause before "going" or "not" ("we were going" stays), "like" before a
     * number is "about" after "give" or "for" ("I'd like 20 names" stays).
     */
    guarded: GuardedForm[];
    /** Asides dropped wherever they stand ("tbh", "ngl", "lol"): they tell the assistant nothing. */
    asides: string[];
    /** Openers removed at the very start ("hey", "hola"). */
    greetings: string[];
    /** Words after a greeting that belong to it ("there", "chatgpt"). */
    greetingNames: string[];
    /** Closers removed at the very end ("thanks!", "merci d'avance"). */
    closers: string[];
    /**
     * Closers removed at the very end even with no comma or stop before them: chat forms and
     * thanks formulas nobody writes as content ("vlw", "grazie mille", "merci bcp").
     */
    looseClosers: string[];
    /** Words after which a closing thanks is the content asked for ("a card that says thanks"). */
    quoteWords: string[];
    /** Marks that take a space before them in this language's typography (French " ?"). */
    spacedPunctuation: string[];
    /** Fillers removed at the start when a comma follows ("bueno, …", "alors, …"). */
    fillers: string[];
    /** Fillers removed at the start even without a comma ("so basically i need…"). */
    looseFillers: string[];
    /** Abbreviations ending in "." that do not end a sentence ("e.g.", "approx."). */
    abbreviations: string[];
  };
}

export const SLOT_WORDS: Readonly<Record<WordLanguage, SlotWords>> = { en, es, fr, de, it, pt };
