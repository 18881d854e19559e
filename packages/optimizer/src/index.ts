import type { AssistantKey } from '@promptsmith/contract';
import { analyze } from './analyze-public';
import { PROFILES } from './assistants';
import type { OptimizeResult } from './types';

export type {
  AssistantProfile,
  Intent,
  OptimizeResult,
  ProfileRule,
  RationaleItem,
  TaskKind,
  VerbatimBlock,
} from './types';
export { analyze } from './analyze-public';
export { PROFILES } from './assistants';
export { buildMetaPrompt } from './meta-prompt';
export { stripThinkBlocks } from './postprocess';

/** Rough prompt -> prompt tuned for `target`, with the list of changes and why. */
export function optimize(rough: string, target: AssistantKey): OptimizeResult {
  const intent = analyze(rough);
  const { prompt, rationale } = PROFILES[target].render(intent, rough);
  return { prompt, rationale, intent };
}
