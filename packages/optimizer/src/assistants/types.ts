import type { AssistantKey } from '@promptsmith/contract';
import type { Plan } from '../plan/plan';
import type { RationaleItem } from '../types';

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

/** One assistant: the vendor's prompting rules and how a plan is laid out for its model. */
export interface AssistantProfile {
  key: AssistantKey;
  /** The model this profile is tuned for. */
  model: string;
  rules: readonly ProfileRule[];
  render(plan: Plan): RenderOutput;
}
