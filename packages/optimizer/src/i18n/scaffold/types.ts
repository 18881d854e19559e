import type { TaskKind } from '../../analysis/types';

/** Question slots the engine may ask about; answers are keyed by these ids. */
export type QuestionSlot =
  | 'topic'
  | 'goal'
  | 'audience'
  | 'tone'
  | 'length'
  | 'style'
  | 'form'
  | 'level'
  | 'language'
  | 'code-language'
  | 'sql-dialect'
  | 'framework'
  | 'count'
  | 'timeframe'
  | 'edit-goal'
  /** Text pasted with no ask: what the user wants done with it. */
  | 'paste-goal'
  | 'aspect-ratio';

export interface QuestionText {
  question: string;
  options: readonly string[];
  /** Short label for the answer line in the prompt ("Audience"). */
  label: string;
  multiple?: boolean;
}

/**
 * Every sentence the engine writes, per language. Each one reads well on its own: no user
 * words are spliced into a template sentence; user words only ever follow a "Label:".
 */
export interface Scaffold {
  headings: {
    role: string;
    task: string;
    context: string;
    instructions: string;
    details: string;
    outputFormat: string;
    input: string;
    finalReminder: string;
  };
  /** "You are …" lines per task kind, only used when the classification is confident. */
  roles: Partial<Record<TaskKind, string>>;
  /** Short, self-contained guidance per task kind (confident classifications only). */
  guidance: Partial<Record<TaskKind, readonly string[]>>;
  /** Guidance lines that talk about an explanation after the result (dropped for "only the code"). */
  explainAfter: readonly string[];
  /** Guidance lines that recommend (dropped when the user asks for no recommendation). */
  recommends: readonly string[];
  /** Guidance lines that ask for worked steps (dropped when the user wants only the result). */
  showsWork: readonly string[];
  /** The expected shape of the answer per task kind, for assistants that want it explicit. */
  formats: Partial<Record<TaskKind, string>>;
  lines: {
    /** The task for a one- or two-word writing request ("haiku"). */
    writeThis(what: string): string;
    /** The task when the prompt is only material (or only injection-like text). */
    noTask: string;
    /** The task when the user pasted a message and said what they want to answer to it. */
    replyToPaste: string;
    /** The label before what the user wants their reply to say ("can't do Tuesday…"). */
    replyWishLabel: string;
    /** The task when a pasted error comes with only "help", "why", "getting this". */
    debugPaste: string;
    /** The task for a bare topic ("cocktails"); the topic follows as a "Topic:" line. */
    bareTopic(topic: string): string;
    pasteHere(what: string): string;
    injectionWarning: string;
    quotedMaterialNote: string;
    /** A fault described without code or log: likely causes, checks, and what output would help. */
    troubleshoot: readonly string[];
    /** A thin writing request: ask for the user's own facts rather than invent them. */
    askMissing: string;
    /**
     * A request with several asks, numbered in the task: one part of the answer per ask, in
     * order (`count` is 2 to 5).
     */
    answerParts(count: number): string;
    /** The output format of a code task the user wants bare ("only the code"), for Llama. */
    onlyCode: string;
  };
  /** Names of languages in this language, by ISO code. */
  languageNames: Readonly<Record<string, string>>;
  labels: {
    audience: string;
    tone: string;
    length: string;
    format: string;
    language: string;
  };
  /** Generic names for material the user must still paste, per task kind. */
  pasteWhat: Partial<Record<TaskKind, string>>;
  /** Option that keeps a slot as a [PLACEHOLDER] in the prompt. */
  keepPlaceholder: string;
  questions: Record<QuestionSlot, QuestionText>;
  /** Checklist of real gaps for prompts that were already good. */
  gaps: {
    noExample: string;
    noSuccess: string;
    noFormat: string;
  };
  /** The lines the Refine chips add to an optimized prompt, in its language. */
  refine: RefineLines;
}

/**
 * What each Refine chip writes, addressed to the assistant in the scaffold's register. Each line
 * must differ from every other language's, so refine() can tell which chips a prompt already has.
 */
export interface RefineLines {
  shorter: string;
  moreDetailed: string;
  moreFormal: string;
  json: string;
  /** Step by step for most assistants; Claude reasons inside tags, R1 gets DeepSeek's own wording. */
  stepByStep: string;
  stepByStepClaude: string;
  stepByStepDeepseek: string;
  /** The heading of the example section in Markdown layouts (without "# "). */
  exampleHeading: string;
  exampleLead: string;
  /** The slot the user fills with their own example (the engine never invents one). */
  examplePlaceholder: string;
}
