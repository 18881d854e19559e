import type { AssistantKey } from '@promptsmith/contract';
import type { Answers, Question } from './analysis/types';
import { analyze } from './analyze-public';
import { PROFILES } from './assistants';
import type { Intent, RationaleItem } from './types';

export type { AssistantProfile, Intent, ProfileRule, RationaleItem, TaskKind, VerbatimBlock } from './types';
export type { Analysis, Answers, Material, Question } from './analysis/types';
export { analyze } from './analyze-public';
export { PROFILES } from './assistants';
export { buildMetaPrompt } from './meta-prompt';
export { stripThinkBlocks } from './postprocess';

export interface OptimizeOptions {
  /** Answers to earlier questions, by question id. */
  answers?: Answers;
}

export interface OptimizeResult {
  prompt: string;
  rationale: RationaleItem[];
  /** Details worth asking the user (at most 4, most useful first); answering re-optimizes. */
  questions: Question[];
  /** Things the user should know about the input (e.g. injection-like text kept as quoted material). */
  warnings: string[];
  /** The old engine's reading; removed when the new analysis replaces it. */
  intent: Intent;
}

/** Rough prompt -> prompt tuned for `target`, with the list of changes and why. */
export function optimize(rough: string, target: AssistantKey, options: OptimizeOptions = {}): OptimizeResult {
  void options;
  const intent = analyze(rough);
  const { prompt, rationale } = PROFILES[target].render(intent, rough);
  return { prompt, rationale, questions: [], warnings: [], intent };
}

/** Ids in `answers` that are not questions this prompt asks: the API answers 400 naming them. */
export function unknownAnswerIds(rough: string, answers: Answers): string[] {
  const asked = new Set(optimize(rough, 'gpt').questions.map((q) => q.id));
  return Object.keys(answers).filter((id) => !asked.has(id));
}
