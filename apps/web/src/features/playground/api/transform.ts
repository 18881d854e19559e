import type { Answers, AssistantKey, Question, RationaleItem, TransformRequest } from '@promptsmith/contract';
import { MESSAGES, StreamDelta, TransformResponse } from '@promptsmith/contract';
import { useCallback } from 'react';
import { errorMessage } from '@/lib/api-client';
import { streamRequest } from '@/lib/event-stream';
import { type StreamingState, useStreamingRequest } from '@/lib/use-streaming-request';

/** POST /api/transform as a stream: `onDelta` sees text as it arrives; resolves with the final result. */
export function transformPrompt(
  request: TransformRequest,
  options: { signal: AbortSignal; onDelta: (delta: StreamDelta) => void },
): Promise<TransformResponse> {
  return streamRequest('/api/transform', {
    body: request,
    ...options,
    schemas: { done: TransformResponse, delta: StreamDelta },
  });
}

/** What the output panel shows: a finished result and the prompt it was made from (for the diff). */
export interface TransformResult {
  original: string;
  optimizedPrompt: string;
  model: AssistantKey;
  engine: TransformResponse['engine'];
  provider?: string | undefined;
  notice?: string | undefined;
  rationale: RationaleItem[];
  /** Details still worth asking ("Sharpen it"); none for a result reopened from history. */
  questions: Question[];
  warnings: string[];
  /** The answers this result was made with: a later sharpen adds to them. */
  answers: Answers;
  /** Set when the server saved the run to the signed-in user's history. */
  historyId?: string | undefined;
}

type Loading = { partial: string };
type Success = { result: TransformResult };

export type TransformState = StreamingState<Loading, Success>;

const failure = (error: unknown) => errorMessage(error, MESSAGES.transformFailed);

/**
 * One transform at a time: starting another, clearing or leaving the page aborts the one in
 * flight (the server stops the LLM call when the client goes away).
 */
export function useTransform() {
  const {
    state,
    start,
    clear,
    show: showSuccess,
  } = useStreamingRequest<Loading, Success, StreamDelta>(failure);

  const run = useCallback(
    async (prompt: string, model: AssistantKey, answers: Answers = {}): Promise<TransformResult | null> => {
      const hasAnswers = Object.keys(answers).length > 0;
      const done = await start({
        loading: { partial: '' },
        request: (options) => transformPrompt({ prompt, model, ...(hasAnswers ? { answers } : {}) }, options),
        applyDelta: (s, delta) => ({ partial: delta.replace ? delta.text : s.partial + delta.text }),
        success: (response) => ({
          result: {
            original: prompt,
            optimizedPrompt: response.optimizedPrompt,
            model: response.model,
            engine: response.engine,
            provider: response.provider,
            notice: response.notice,
            rationale: response.rationale,
            questions: response.questions,
            warnings: response.warnings,
            answers,
            historyId: response.historyId,
          },
        }),
      });
      return done?.result ?? null;
    },
    [start],
  );

  const show = useCallback((result: TransformResult) => showSuccess({ result }), [showSuccess]);

  return { state, run, clear, show };
}
