import type { Answers, AssistantKey, CompareRequest, CompareResultItem } from '@promptsmith/contract';
import { CompareResponse, StreamDelta } from '@promptsmith/contract';
import { useCallback } from 'react';
import { streamRequest } from '@/lib/event-stream';
import { type StreamingState, useStreamingRequest } from '@/lib/use-streaming-request';
import { compareErrorMessage } from '../lib/compare-error';

/** POST /api/compare as a stream: deltas name their model; resolves with every result. */
export function compareAcross(
  request: CompareRequest,
  options: { signal: AbortSignal; onDelta: (delta: StreamDelta) => void },
): Promise<CompareResponse> {
  return streamRequest('/api/compare', {
    body: request,
    ...options,
    schemas: { done: CompareResponse, delta: StreamDelta },
  });
}

type Loading = { models: AssistantKey[]; partials: Partial<Record<AssistantKey, string>> };
type Success = {
  results: CompareResultItem[];
  historyId: string | undefined;
  /** What the comparison was run with, so "Sharpen it" can run it again with more answers. */
  prompt: string;
  models: AssistantKey[];
  answers: Answers;
};

export type CompareState = StreamingState<Loading, Success>;

/** One comparison at a time; a new run, clearing or leaving the page aborts the one in flight. */
export function useCompare() {
  const { state, start, clear } = useStreamingRequest<Loading, Success, StreamDelta>(compareErrorMessage);

  const run = useCallback(
    async (prompt: string, models: AssistantKey[], answers: Answers = {}) => {
      const hasAnswers = Object.keys(answers).length > 0;
      await start({
        loading: { models, partials: {} },
        request: (options) => compareAcross({ prompt, models, ...(hasAnswers ? { answers } : {}) }, options),
        applyDelta: (s, { model, text, replace }) => ({
          ...s,
          partials: { ...s.partials, [model]: replace ? text : (s.partials[model] ?? '') + text },
        }),
        success: (response) => ({
          results: response.results,
          historyId: response.historyId,
          prompt,
          models,
          answers,
        }),
      });
    },
    [start],
  );

  return { state, run, clear };
}
