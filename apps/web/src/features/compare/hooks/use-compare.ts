import type { AssistantKey, CompareResultItem } from '@promptsmith/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { compareAcross } from '../api/compare';
import { compareErrorMessage } from '../lib/compare-error';

export type CompareState =
  | { status: 'idle' }
  | { status: 'loading'; models: AssistantKey[]; partials: Partial<Record<AssistantKey, string>> }
  | { status: 'success'; results: CompareResultItem[]; historyId: string | undefined }
  | { status: 'error'; message: string };

/** One comparison at a time; a new run, clearing or leaving the page aborts the one in flight. */
export function useCompare() {
  const [state, setState] = useState<CompareState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (prompt: string, models: AssistantKey[]) => {
      cancel();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading', models, partials: {} });
      try {
        const response = await compareAcross(
          { prompt, models },
          {
            signal: current.signal,
            onDelta: ({ model, text, replace }) => {
              if (controller.current !== current) return;
              setState((s) =>
                s.status === 'loading'
                  ? {
                      ...s,
                      partials: { ...s.partials, [model]: replace ? text : (s.partials[model] ?? '') + text },
                    }
                  : s,
              );
            },
          },
        );
        if (controller.current !== current) return;
        controller.current = null;
        setState({ status: 'success', results: response.results, historyId: response.historyId });
      } catch (error) {
        if (controller.current !== current) return;
        controller.current = null;
        setState({ status: 'error', message: compareErrorMessage(error) });
      }
    },
    [cancel],
  );

  const clear = useCallback(() => {
    cancel();
    setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
  }, [cancel]);

  return { state, run, clear };
}
