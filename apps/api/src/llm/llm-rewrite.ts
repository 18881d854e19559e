import { type Answers, buildMetaPrompt, stripThinkBlocks } from '@promptsmith/optimizer';
import { generateText, type LanguageModelUsage, streamText } from 'ai';
import { type ProviderRegistry, type LlmTarget } from './provider-registry';
import { isRetryable, retryDelayMs } from './retry-policy';
import { createThinkFilter } from './think-filter';
import { tokenUsage } from './usage';
import { type TokenUsage } from '@promptsmith/contract';

export interface RewriteOptions {
  /** The user's answers to the analysis's questions: facts the rewrite must include. */
  answers?: Answers;
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
  /** Messages to send instead of the optimizer's meta-prompt for `rough` (Refine's revision). */
  messages?: { system: string; user: string };
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

/**
 * Asks the assistant's own model to rewrite the rough prompt, with the optimizer's meta-prompt.
 * One retry on 429/5xx (only before any text was streamed), one deadline for everything, and
 * failures reported as an outcome so the caller can fall back to the built-in engine.
 */
export async function rewriteWithLlm(
  target: LlmTarget,
  rough: string,
  options: RewriteOptions,
): Promise<RewriteOutcome> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, deadline]);
  const { system, user } = options.messages ?? buildMetaPrompt(rough, target.assistant, options.answers);
  const call = {
    model: target.model,
    ...(target.systemRole ? { system, prompt: user } : { prompt: `${system}\n\n${user}` }),
    maxOutputTokens: options.maxOutputTokens,
    // Our own retry below: one attempt more, short backoff, and never after text was streamed.
    maxRetries: 0,
    abortSignal: signal,
  };
  let emitted = false;
  const onDelta = options.onDelta;
  const emit = (text: string): void => {
    if (!text || !onDelta) return;
    emitted = true;
    onDelta(text);
  };

  for (let attempt = 0; ; attempt++) {
    try {
      const answer = onDelta ? await streamOnce(call, emit) : await generateText(call);
      const raw = answer.text;
      options.onUsage?.(tokenUsage(answer.usage, { input: system + user, output: raw }));
      const text = stripThinkBlocks(raw);
      return text ? { ok: true, text } : { ok: false, reason: 'empty', emitted };
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

export type CallSettings = Parameters<typeof generateText>[0] & Parameters<typeof streamText>[0];

export interface StreamedAnswer {
  text: string;
  usage: LanguageModelUsage | undefined;
}

/** Streams one call, passing visible text (think-blocks removed) to `emit`; the raw text and usage at the end. */
export async function streamOnce(call: CallSettings, emit: (text: string) => void): Promise<StreamedAnswer> {
  const result = streamText({
    ...call,
    // Errors arrive as stream parts and are handled below; the default would log them.
    onError: () => undefined,
  });
  const filter = createThinkFilter();
  let raw = '';
  let usage: LanguageModelUsage | undefined;
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      raw += part.text;
      emit(filter.push(part.text));
    } else if (part.type === 'finish') {
      usage = part.totalUsage;
    } else if (part.type === 'error') {
      throw part.error;
    } else if (part.type === 'abort') {
      throw new Error('LLM stream aborted');
    }
  }
  emit(filter.flush());
  return { text: raw, usage };
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
