import { stripThinkBlocks } from '@promptsmith/optimizer';
import { generateOnce, type ModelCall, streamOnce } from './model-call';
import { type ProviderRegistry, type LlmTarget } from './provider-registry';
import { isRetryable, retryDelayMs } from './retry-policy';
import { tokenUsage } from './usage';
import { type TokenUsage } from '@promptsmith/contract';

export interface RewriteOptions {
  /** Aborted when the client goes away: the upstream request is cancelled, nothing falls back. */
  signal: AbortSignal;
  /** Deadline for the whole LLM phase, retry included. */
  timeoutMs: number;
  maxOutputTokens: number;
  /** Backoff before the single retry. */
  retryDelayMs: number;
  /** When set, the provider is streamed and visible text (think-blocks removed) is passed on. */
  onDelta?: (text: string) => void;
  /** Called after every upstream call that answered, with its token usage (budgets count it). */
  onUsage?: (usage: TokenUsage) => void;
}

export type FailureReason = 'timeout' | 'error' | 'empty';

export type RewriteOutcome =
  | { ok: true; text: string }
  | {
      ok: false;
      reason: FailureReason;
      error?: unknown;
      /** Some text already went to onDelta; whoever takes over must tell the client to start over. */
      emitted: boolean;
    };

/** The client disconnected: there is nobody to answer, so no fallback either. */
export class ClientGoneError extends Error {
  constructor() {
    super('Client disconnected');
    this.name = 'ClientGoneError';
  }
}

/**
 * A JSON route's work; when the client has gone, nobody is listening: the dead socket is handed
 * back untouched (no reply) instead of answering an error.
 */
export async function unlessClientGone<T>(
  reply: { hijack(): void },
  work: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ClientGoneError)) throw error;
    reply.hijack();
    return undefined;
  }
}

export type { LlmTarget, ProviderRegistry };

/** What the rewriting model is told: the optimizer's meta-prompt, or Refine's revision. */
export interface RewriteMessages {
  system: string;
  user: string;
}

/**
 * Asks the assistant's own model to rewrite a prompt with the given messages (the caller builds
 * them from the analysis it already has: see prompts/service.ts). Failures are reported as an
 * outcome so the caller can fall back to the built-in engine.
 */
export async function rewriteWithLlm(
  target: LlmTarget,
  { system, user }: RewriteMessages,
  options: RewriteOptions,
): Promise<RewriteOutcome> {
  const outcome = await callModel(target, { system, prompt: user }, options);
  return outcome.ok ? { ok: true, text: outcome.text } : outcome;
}

export interface CallOptions extends RewriteOptions {
  temperature?: number;
}

export type CallOutcome =
  { ok: true; text: string; usage: TokenUsage } | Extract<RewriteOutcome, { ok: false }>;

/**
 * One model call shared by rewrites, runs and the judge: the system message where the model has
 * a system role (folded into the user turn where it has none), one retry on 429/5xx only before
 * any text was streamed, one deadline for everything, think-blocks removed. Throws only when the
 * client has gone.
 */
export async function callModel(
  target: LlmTarget,
  { system, prompt }: { system?: string; prompt: string },
  options: CallOptions,
): Promise<CallOutcome> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, deadline]);
  const call: ModelCall = {
    ...(system && target.systemRole
      ? { system, prompt }
      : { prompt: system ? `${system}\n\n${prompt}` : prompt }),
    maxOutputTokens: options.maxOutputTokens,
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    abortSignal: signal,
  };
  let emitted = false;
  const onDelta = options.onDelta;
  const emit = (text: string): void => {
    if (!text || !onDelta) return;
    emitted = true;
    onDelta(text);
  };

  // Our own retry: one attempt more, short backoff, and never after text was streamed.
  for (let attempt = 0; ; attempt++) {
    try {
      // The provider's model is called directly: see model-call.ts for why not generateText.
      const answer = onDelta
        ? await streamOnce(target.model, call, emit)
        : await generateOnce(target.model, call);
      const usage = tokenUsage(answer.usage, { input: `${system ?? ''}${prompt}`, output: answer.text });
      options.onUsage?.(usage);
      const text = stripThinkBlocks(answer.text);
      return text ? { ok: true, text, usage } : { ok: false, reason: 'empty', emitted };
    } catch (error) {
      if (options.signal.aborted) throw new ClientGoneError();
      if (deadline.aborted) return { ok: false, reason: 'timeout', error, emitted };
      if (attempt > 0 || emitted || !isRetryable(error))
        return { ok: false, reason: 'error', error, emitted };
      try {
        await sleep(retryDelayMs(error, options.retryDelayMs), signal);
      } catch {
        if (options.signal.aborted) throw new ClientGoneError();
        return { ok: false, reason: 'timeout', error, emitted };
      }
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
