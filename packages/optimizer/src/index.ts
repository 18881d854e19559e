import { withStructuredAnswers } from './render/structured-answers';
import type { AssistantKey } from '@promptsmith/contract';
import { analyze } from './analysis';
import type { Analysis, Answers, Question } from './analysis/types';
import { scaffoldFor, scaffoldKey } from './i18n/scaffold';
import { europeanPlan } from './plan/european';
import { buildPlan } from './plan/plan';
import { questionIds } from './plan/questions';
import { PROFILES } from './assistants';
import type { RationaleItem } from './types';

export type { Analysis, Answers, Material, Question, TaskKind } from './analysis/types';
export type { AssistantProfile, ProfileRule } from './assistants';
export type { RationaleItem } from './types';
export { analyze, analyzeRequest, completeAnalysis, type RequestAnalysis } from './analysis';
export { PROFILES } from './assistants';
export { buildMetaPrompt, metaPromptFor, type MetaPromptInput } from './meta-prompt';
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
  analysis: Analysis;
}

/** One analysis rendered for one assistant (Compare analyses once and renders six times). */
export function renderFor(analysis: Analysis, target: AssistantKey): OptimizeResult {
  const built = buildPlan(analysis, scaffoldFor(analysis.language, analysis.request));
  const plan = scaffoldKey(analysis) === 'pt-PT' ? europeanPlan(built) : built;
  const rendered = PROFILES[target].render(plan);
  const prompt = withStructuredAnswers(rendered.prompt, plan, target);
  const { rationale } = rendered;
  return { prompt, rationale, questions: plan.questions, warnings: plan.warnings, analysis };
}

/** Rough prompt -> prompt tuned for `target`, with the list of changes and why. */
export function optimize(rough: string, target: AssistantKey, options: OptimizeOptions = {}): OptimizeResult {
  return renderFor(analyze(rough, options.answers ?? {}), target);
}

/**
 * Ids in `answers` that are not questions this prompt asks: the API answers 400 naming them.
 * Takes the rough prompt or its analysis (answers do not change what the analysis reads, so a
 * request's one analysis serves both this check and the rewrite).
 */
export function unknownAnswerIds(rough: string | Analysis, answers: Answers): string[] {
  const analysis = typeof rough === 'string' ? analyze(rough) : rough;
  const asked = new Set(questionIds(analysis, scaffoldFor(analysis.language, analysis.request)));
  return Object.keys(answers).filter((id) => !asked.has(id));
}
export { refine, requirementLine, type RefineOptions, type RefineOutcome } from './refinement/refine';
export { EXAMPLE_PLACEHOLDER } from './refinement/chip-lines';
export { buildRefineMetaPrompt } from './refine-meta-prompt';
