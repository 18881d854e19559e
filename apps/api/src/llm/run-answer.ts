import { type TokenUsage } from '@promptsmith/contract';
import { stripThinkBlocks } from '@promptsmith/optimizer';
import { generateText } from 'ai';
import { AppError } from '../lib/app-error';
import { ClientGoneError, type LlmTarget, streamOnce } from './llm-rewrite';
import { isRetryable, retryDelayMs } from './retry-policy';
import { tokenUsage } from './usage';

export interface AskOptions {
  system?: string;
  signal: AbortSignal;
  timeoutMs: number;
  maxOutputTokens: number;
  retryDelayMs: number;
  temperature?: number;
  /** Streams visible text (think-blocks removed) as it arrives. */
  onDelta?: (text: string) => void;
  /** Every upstream call that answered, with its usage: budgets count each one. */
  onUsage: (usage: TokenUsage) => void;
}

export interface Answer {
  text: string;
  usage: TokenUsage;
}

/**
 * Sends a prompt to a model as is and answers its visible text. One retry on 429/5xx before any
 * text was streamed; a provider that fails or times out is a 503 the user can read.
 */
export async function askModel(target: LlmTarget, prompt: string, options: AskOptions): Promise<Answer> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, deadline]);
  const system = options.system;
  const call = {
    model: target.model,
    ...(system
      ? target.systemRole
        ? { system, prompt }
        : { prompt: `${system}\n\n${prompt}` }
      : { prompt }),
    maxOutputTokens: options.maxOutputTokens,
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    maxRetries: 0,
    abortSignal: signal,
  };
  let emitted = false;
  const onDelta = options.onDelta;
  const emit = (text: string) => {
    if (!text || !onDelta) return;
    emitted = true;
    onDelta(text);
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = onDelta ? await streamOnce(call, emit) : await generateText(call);
      const usage = tokenUsage(answer.usage, { input: `${system ?? ''}${prompt}`, output: answer.text });
      options.onUsage(usage);
      const text = stripThinkBlocks(answer.text);
      if (!text) throw unavailable(target, 'answered with no text');
      return { text, usage };
    } catch (error) {
      if (options.signal.aborted) throw new ClientGoneError();
      if (error instanceof AppError) throw error;
      if (deadline.aborted) throw unavailable(target, `did not answer within ${options.timeoutMs / 1000} s`);
      if (attempt > 0 || emitted || !isRetryable(error)) throw unavailable(target, 'failed to answer');
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(error, options.retryDelayMs)));
    }
  }
}

function unavailable(target: LlmTarget, what: string): AppError {
  return new AppError(503, 'SERVICE_UNAVAILABLE', `The model ${target.label} ${what}. Please try again.`);
}
