import { type AssistantKey, MESSAGES, RunDelta, type RunRequest, RunResponse } from '@promptsmith/contract';
import { useCallback } from 'react';
import { errorMessage } from '@/lib/api-client';
import { streamRequest } from '@/lib/event-stream';
import { type StreamingState, useStreamingRequest } from '@/lib/use-streaming-request';

/** POST /api/run as a stream: the answer's text as it arrives, then the answer with tokens and time. */
export function runPrompt(
  request: RunRequest,
  options: { signal: AbortSignal; onDelta: (delta: RunDelta) => void },
): Promise<RunResponse> {
  return streamRequest('/api/run', {
    body: request,
    ...options,
    schemas: { done: RunResponse, delta: RunDelta },
  });
}

export type RunState = StreamingState<{ partial: string }, { response: RunResponse }>;

const failure = (error: unknown) => errorMessage(error, MESSAGES.runFailed);

/** One run at a time per hook: a new run, or leaving the page, aborts the one in flight. */
export function useRun() {
  const { state, start, clear } = useStreamingRequest<
    { partial: string },
    { response: RunResponse },
    RunDelta
  >(failure);
  const run = useCallback(
    async (prompt: string, model: AssistantKey): Promise<RunResponse | null> => {
      const done = await start({
        loading: { partial: '' },
        request: (options) => runPrompt({ prompt, model }, options),
        applyDelta: (s, delta) => ({ partial: s.partial + delta.text }),
        success: (response) => ({ response }),
      });
      return done?.response ?? null;
    },
    [start],
  );
  return { state, run, clear };
}
