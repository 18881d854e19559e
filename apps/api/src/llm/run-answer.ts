import { type TokenUsage } from '@promptsmith/contract';
import { AppError } from '../lib/app-error';
import { type CallOptions, callModel, type LlmTarget } from './llm-rewrite';

export interface AskOptions extends CallOptions {
  system?: string;
  /** Every upstream call that answered, with its usage: budgets count each one. */
  onUsage: (usage: TokenUsage) => void;
}

export interface Answer {
  text: string;
  usage: TokenUsage;
}

/**
 * Sends a prompt to a model as is and answers its visible text (see callModel for the retry and
 * the deadline); a provider that fails, times out or answers nothing is a 503 the user can read.
 */
export async function askModel(target: LlmTarget, prompt: string, options: AskOptions): Promise<Answer> {
  const outcome = await callModel(target, { system: options.system, prompt }, options);
  if (outcome.ok) return { text: outcome.text, usage: outcome.usage };
  const what =
    outcome.reason === 'timeout'
      ? `did not answer within ${options.timeoutMs / 1000} s`
      : outcome.reason === 'empty'
        ? 'answered with no text'
        : 'failed to answer';
  throw new AppError(503, 'SERVICE_UNAVAILABLE', `The model ${target.label} ${what}. Please try again.`);
}
