import type { AssistantKey, RationaleItem, TransformResponse } from '@promptsmith/contract';
import { MESSAGES } from '@promptsmith/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { transformPrompt } from '../api/transform';

/** What the output panel shows: a finished result and the prompt it was made from (for the diff). */
export interface TransformResult {
  original: string;
  optimizedPrompt: string;
  model: AssistantKey;
  engine: TransformResponse['engine'];
  provider?: string | undefined;
  notice?: string | undefined;
  rationale: RationaleItem[];
}

export type TransformState =
  | { status: 'idle' }
  | { status: 'loading'; partial: string }
  | { status: 'success'; result: TransformResult }
  | { status: 'error'; message: string };

/**
 * One transform at a time: starting another, clearing or leaving the page aborts the one in
 * flight (the server stops the LLM call when the client goes away).
 */
export function useTransform() {
  const [state, setState] = useState<TransformState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (prompt: string, model: AssistantKey): Promise<TransformResult | null> => {
      cancel();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading', partial: '' });
      try {
        const response = await transformPrompt(
          { prompt, model },
          {
            signal: current.signal,
            onDelta: (delta) => {
              if (controller.current !== current) return;
              setState((s) =>
                s.status === 'loading'
                  ? { status: 'loading', partial: delta.replace ? delta.text : s.partial + delta.text }
                  : s,
              );
            },
          },
        );
        if (controller.current !== current) return null;
        controller.current = null;
        const result: TransformResult = {
          original: prompt,
          optimizedPrompt: response.optimizedPrompt,
          model: response.model,
          engine: response.engine,
          provider: response.provider,
          notice: response.notice,
          rationale: response.rationale,
        };
        setState({ status: 'success', result });
        return result;
      } catch (error) {
        if (controller.current !== current) return null;
        controller.current = null;
        setState({ status: 'error', message: errorMessage(error, MESSAGES.transformFailed) });
        return null;
      }
    },
    [cancel],
  );

  const clear = useCallback(() => {
    cancel();
    setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
  }, [cancel]);

  const show = useCallback(
    (result: TransformResult) => {
      cancel();
      setState({ status: 'success', result });
    },
    [cancel],
  );

  return { state, run, clear, show };
}
