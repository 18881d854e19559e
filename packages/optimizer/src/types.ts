import type { AssistantKey } from '@promptsmith/contract';

export type TaskKind = 'coding' | 'writing' | 'business' | 'creative' | 'education' | 'analysis' | 'general';

/** Languages whose scaffolding (headings, boilerplate) is translated; others get English scaffolding. */
export type ScaffoldLanguage = 'en' | 'es' | 'fr' | 'de';

export interface RationaleItem {
  /** What the optimizer did. */
  change: string;
  /** The vendor rule it follows, paraphrased. */
  rule: string;
  /** Source tag from research/assistant-guides.md, e.g. "OpenAI GPT-4.1 prompting guide [O1]". */
  source: string;
}

/** Text the user pasted that must reach the target model byte for byte. */
export interface VerbatimBlock {
  kind: 'code' | 'data' | 'text';
  /** Fence info string (e.g. "python", "csv"), when known. */
  lang: string | null;
  content: string;
}

export interface Intent {
  taskKind: TaskKind;
  subject: string;
  audience: string | null;
  tone: string | null;
  length: string | null;
  outputFormat: string | null;
  /** Constraint phrases, verbatim from the input. */
  constraints: string[];
  /** Bracketed placeholders for inputs the user still has to supply, in the prompt's language. */
  missingInputs: string[];
  /** ISO 639-1 code. */
  language: string;
  hasCode: boolean;
  hasData: boolean;
  hasImage: boolean;
  isMath: boolean;
  needsReasoning: boolean;
  /** Bracketed placeholders already present in the input, preserved as written. */
  placeholders: string[];
  alreadyStructured: boolean;

  /** The main request, in the user's words (politeness wrappers removed). */
  objective: string;
  /** Every other instruction the user wrote, verbatim, in order. */
  requirements: string[];
  /** Statements of fact/context the user gave (not instructions). */
  background: string[];
  blocks: VerbatimBlock[];
  /** Examples the user supplied. */
  examples: string[];
  /** Role the user asked for ("a travel agent"), or null. */
  role: string | null;
  /** The thing to produce in the user's words ("blog post"), or null. */
  deliverable: string | null;
  programmingLanguage: string | null;
  /** The user asked for chain-of-thought ("think step by step"). */
  asksStepByStep: boolean;
  /** Vague words found ("short", "many"), lower-cased. */
  vagueTerms: string[];
  /** A numeric rating scale phrase such as "from 1 to 10", verbatim. */
  ratingScale: string | null;
  /** Sentences dropped as pure filler ("Hi!", "Thanks!"). */
  droppedFiller: string[];
}

export interface OptimizeResult {
  prompt: string;
  rationale: RationaleItem[];
  intent: Intent;
}

export interface ProfileRule {
  id: string;
  text: string;
  /** Source tag, e.g. "Anthropic: Use XML tags [A4]". */
  source: string;
}

export interface RenderOutput {
  prompt: string;
  rationale: RationaleItem[];
}

export interface AssistantProfile {
  key: AssistantKey;
  /** The model this profile is tuned for. */
  model: string;
  rules: readonly ProfileRule[];
  render(intent: Intent, rough: string): RenderOutput;
}
