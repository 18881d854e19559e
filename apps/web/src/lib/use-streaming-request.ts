import { useCallback, useEffect, useRef, useState } from 'react';

/** A streamed request's lifecycle: what arrives while it runs, then its result or error. */
export type StreamingState<TLoading extends object, TSuccess extends object> =
  | { status: 'idle' }
  | ({ status: 'loading' } & TLoading)
  | ({ status: 'success' } & TSuccess)
  | { status: 'error'; message: string };

export interface StreamingRun<TLoading extends object, TSuccess extends object, TDelta, TResponse> {
  /** The loading state shown until the first delta. */
  loading: TLoading;
  /** Starts the request (e.g. over lib/event-stream's streamRequest). */
  request: (options: { signal: AbortSignal; onDelta: (delta: TDelta) => void }) => Promise<TResponse>;
  /** Folds one delta into the loading state. */
  applyDelta: (loading: TLoading, delta: TDelta) => TLoading;
  /** The success state for the finished response. */
  success: (response: TResponse) => TSuccess;
}

/**
 * One streamed request at a time: starting another, clearing or leaving the page aborts the one
 * in flight (the server stops its work when the client goes away), and whatever the aborted
 * request still delivers is ignored. `failure` turns an error into the message shown; pass a
 * stable function (e.g. defined at module level).
 */
export function useStreamingRequest<TLoading extends object, TSuccess extends object, TDelta>(
  failure: (error: unknown) => string,
) {
  type State = StreamingState<TLoading, TSuccess>;
  const [state, setState] = useState<State>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    async <TResponse>({
      loading,
      request,
      applyDelta,
      success,
    }: StreamingRun<TLoading, TSuccess, TDelta, TResponse>): Promise<TSuccess | null> => {
      cancel();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'loading', ...loading });
      try {
        const response = await request({
          signal: current.signal,
          onDelta: (delta) => {
            if (controller.current !== current) return;
            setState((s) => (s.status === 'loading' ? { ...applyDelta(s, delta), status: 'loading' } : s));
          },
        });
        if (controller.current !== current) return null;
        controller.current = null;
        const result = success(response);
        setState({ status: 'success', ...result });
        return result;
      } catch (error) {
        if (controller.current !== current) return null;
        controller.current = null;
        setState({ status: 'error', message: failure(error) });
        return null;
      }
    },
    [cancel, failure],
  );

  const clear = useCallback(() => {
    cancel();
    setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
  }, [cancel]);

  /** Shows a result that needs no request (e.g. one reopened from history). */
  const show = useCallback(
    (result: TSuccess) => {
      cancel();
      setState({ status: 'success', ...result });
    },
    [cancel],
  );

  return { state, start, clear, show };
}
