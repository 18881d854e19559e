import type { TaskKind } from '../../analysis/types';

/**
 * The words one language uses to ask for each kind of task. Data only: `analysis/classify-words.ts`
 * compiles them into regexes once at module load. Entries are matched on lower-cased text with
 * accents removed ("résume" is written "resume"), so lists carry no accents.
 *
 * Phrase syntax, kept tiny so lists stay readable:
 * - a space matches any run of spaces or a hyphen ("cover letter" also finds "cover-letter");
 * - `(x)` is optional ("email(s)", "summari(s)e");
 * - a trailing `*` matches the rest of the word ("summari*" finds "summarize", "summarising").
 */
export interface ClassifyWords {
  /**
   * Politeness and framing that may precede the main ask without being it ("please", "can you",
   * "i need you to"). An ask right after these (or at a clause start) is the request's own verb;
   * one deeper in a clause ("…so I can email my boss") is not.
   */
  leadIns: readonly string[];
  /**
   * Verbs that make something, whose kind comes from the noun that follows ("write", "create",
   * "i need a", "hazme"). Each maps to the kind used when no known noun follows, or null when the
   * verb alone says nothing ("make", "give me").
   */
  producers: Readonly<Record<string, TaskKind | null>>;
  /** Verbs and phrases whose meaning alone decides the kind ("summarize", "translate", "act as"). */
  asks: Partial<Record<TaskKind, readonly string[]>>;
  /** Deliverable nouns by the kind they imply ("cover letter" → write, "itinerary" → plan). */
  nouns: Partial<Record<TaskKind, readonly string[]>>;
  /** Clause openers that make the clause a question ("what", "why", "how", "is"). */
  questionWords: readonly string[];
  /** Personal-decision cues ("should i", "what would you do", "advice"). */
  advice: readonly string[];
  /** A level that turns a question into teaching ("like i'm 5", "for beginners"). */
  levels: readonly string[];
  /** Something is wrong with code ("error", "doesn't work", "fails"). */
  faults: readonly string[];
  /** Asks about what code does ("what does this do") — explain, not debug. */
  codeMeaning: readonly string[];
  /** Quantity questions typical of word problems ("how many", "how long", "what is the probability"). */
  quantities: readonly string[];
  /** Choosing verbs that make "should I X A or B" a comparison ("use", "choose", "learn"). */
  choose: readonly string[];
  /** "or" and comparison connectors ("vs", "versus", "compared to"). */
  or: readonly string[];
  /** The user's own texts an edit verb can act on without a paste ("my cv", "linkedin summary"). */
  ownTexts: readonly string[];
  /** Determiners that point at the user's own text ("my", "our", "this", "it"). */
  owned: readonly string[];
  /** Asking to practise with the assistant in a role ("quiz me", "interview me", "with me"). */
  interactive: readonly string[];
  /** Who a system prompt is for ("our bot", "customers", "users", "our assistant"). */
  botAudience: readonly string[];
  /** Names of data in a request ("data", "sales figures", "spreadsheet"). */
  dataNouns: readonly string[];
  /** Names of languages, for "translate … into X" and "in French" over pasted text. */
  languageNames: readonly string[];
  /** Media whose "script" is prose, not code ("video", "youtube", "podcast"). */
  proseScripts: readonly string[];
  /**
   * Words after which a producer's object is the topic, not the deliverable ("write about my
   * trip": the trip is not a plan to make). The deliverable noun is looked for before them.
   */
  topicMarkers: readonly string[];
  /**
   * Everyday verbs that pull fields out of a text only when a source is named in the same sentence
   * ("get the order number from this chat"); alone they ask for anything ("get a visa").
   */
  fetch: readonly string[];
  /** Where a `fetch` verb pulls from: "from this", "from the", "out of these". */
  sources: readonly string[];
  /** Logic puzzles: maths kind without numbers ("knights always tell the truth", "riddle"). */
  puzzles: readonly string[];
  /**
   * Nouns that name a logic puzzle only when the user hands one over ("Puzzle: …", "here's a
   * puzzle I found: …"); "a jigsaw puzzle", "write a puzzle for my class" are no problem to solve.
   */
  puzzleNames: readonly string[];
  /** Where a puzzle name means a toy, a game or a word game ("jigsaw", "pieces", "crossword"). */
  puzzleToys: readonly string[];
  /**
   * Parts of a river-crossing puzzle ("across the river", "the boat only carries", "left alone
   * with"): two of them together make one, each alone is an everyday sentence.
   */
  crossings: readonly string[];
  /**
   * A sort criterion that puts items under labels, not in an order ("by topic", "by category"):
   * sorting by it is a classification.
   */
  groupings: readonly string[];
  /**
   * What a sort verb sorts by when it puts items in an order, not into labelled groups ("by
   * priority", "alphabetically", "from smallest to biggest"): ordering is no classification.
   */
  ordering: readonly string[];
  /** A to-do context ("my tasks", "errands", "this week"): sorting it is planning, not labelling. */
  chores: readonly string[];
  /**
   * "Best way to…", "the best method for…": a superlative that asks how to do one thing, not
   * which of two options is better.
   */
  methods: readonly string[];
  /** Month names: "3 June", "le 12 mars" are dates, not the quantities of a word problem. */
  months: readonly string[];
  /**
   * Articles and possessives before a word make it a noun ("la classe" is a school class,
   * "la classifica" a league table), not the verb "classify".
   */
  determiners: readonly string[];
  /**
   * Polite openers after which the request's own verb comes last ("können Sie mir eine
   * Einladung schreiben?"): that verb still asks, and its deliverable sits before it.
   */
  verbLast?: readonly string[];
}
