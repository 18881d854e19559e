/**
 * The one analysis of a rough prompt (issue 11): material first, then the request's kind with a
 * confidence, then its slots. Every later stage (plan, questions, vendor rendering, the LLM
 * meta-prompt) reads this and never re-parses the text.
 */

/** Languages whose words the detectors know; anything else is analysed with English words. */
export type WordLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';

export type MaterialKind =
  | 'code'
  | 'email'
  | 'table' // CSV / TSV / markdown table
  | 'json'
  | 'xml'
  | 'log'
  | 'list' // a pasted list of items (names, reviews, tickets)
  | 'text'; // any other pasted prose (an article, notes, a transcript, the user's draft)

/** Text the user pasted for the model to work on. Reaches the target model byte for byte. */
export interface Material {
  kind: MaterialKind;
  /** The user's own name for it ("Paper", "my notes", "Email 1"), or null. */
  label: string | null;
  /** Code fence info string or detected programming language ("python", "sql"), else null. */
  lang: string | null;
  /** Exactly as pasted (fences and the label line removed, nothing else). */
  content: string;
}

export interface MaterialSplit {
  /** The user's own words: what they ask for, with each material block cut out. */
  request: string;
  material: Material[];
}

export type TaskKind =
  | 'write' // write/create a new text (email, post, story, poem, cover letter…)
  | 'edit' // improve / rewrite / proofread / shorten the user's text
  | 'summarize'
  | 'translate'
  | 'extract' // pull fields into JSON / a table
  | 'classify' // label items into given categories
  | 'analyze-data'
  | 'code' // write new code
  | 'debug' // debug or review existing code
  | 'tests' // write tests for code
  | 'sql' // SQL query, usually from a schema
  | 'explain' // explain or teach a concept at a level
  | 'math' // maths or logic problem to solve
  | 'brainstorm' // names, ideas, options
  | 'plan' // plan, schedule, itinerary, routine
  | 'system-prompt' // design a system prompt / persona / bot instructions
  | 'roleplay' // play a character, tutor, interviewer
  | 'image' // write a prompt for an image generator
  | 'compare' // X vs Y (for Z)
  | 'question' // a plain question to answer
  | 'advice'; // a personal or business decision / advice request

export interface Classification {
  kind: TaskKind;
  /** 0..1. Below CONFIDENT the faithful plan is used (no kind-specific steps). */
  confidence: number;
  /** What to produce in the user's words ("cover letter", "haiku", "Python script"), or null. */
  deliverable: string | null;
  /** Programming language named or shown by the material, lower-case ("python"), or null. */
  programmingLanguage: string | null;
}

export const CONFIDENT = 0.6;

export type LengthSpec =
  | {
      kind: 'words' | 'sentences' | 'paragraphs' | 'items' | 'characters' | 'pages' | 'minutes';
      max?: number;
      min?: number;
      exact?: number;
      text: string;
    }
  | { kind: 'short' | 'long' | 'not-long' | 'not-short'; text: string };

/** A user constraint, verbatim, with what it constrains (for the consistency pass). */
export interface Constraint {
  text: string;
  /** What an engine-added line must not contradict. */
  topic:
    | 'length'
    | 'ending'
    | 'recommendation'
    | 'only-output'
    | 'format'
    | 'tone'
    | 'language'
    | 'content'
    | 'other';
  negated: boolean;
}

export interface Slots {
  /** Who will read the result, in the user's words ("my team", "10-year-olds"), or null. */
  audience: string | null;
  /** Tone in the user's words, negation kept ("not too formal"), or null. */
  tone: string | null;
  length: LengthSpec | null;
  /** Output format asked for ("JSON", "table", "bullet list", "3 options"), or null. */
  format: string | null;
  /** Language the answer must be in when the user says so ("in Spanish"), ISO code, else null. */
  outputLanguage: string | null;
  constraints: Constraint[];
}

export interface Question {
  /** Stable id; `answers` in a request are keyed by it. */
  id: string;
  /** The slot it fills (audience, tone, length, purpose, topic, level, ...). */
  slot: string;
  question: string;
  options: string[];
  multiple: boolean;
}

/** Answers to questions, by question id; a multiple-choice question takes a list. */
export type Answers = Readonly<Record<string, string | readonly string[]>>;

export interface Analysis {
  /** The rough prompt as received. */
  rough: string;
  /** ISO 639-1 code of the user's language (request words, not the material). */
  language: string;
  /** The request, casual wording cleaned where safe ("u" -> "you"), in the user's language. */
  request: string;
  material: Material[];
  classification: Classification;
  slots: Slots;
  /** Text that tries to steer the assistant ("ignore previous instructions…"); kept as material. */
  injection: string | null;
  /** The prompt already has role, task, requirements and format: keep it nearly unchanged. */
  alreadyStructured: boolean;
  answers: Answers;
}
