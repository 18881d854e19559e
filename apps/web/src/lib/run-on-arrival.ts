import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Router state that asks the screen to run its draft at once: History's "Re-run" writes the
 * Playground's or Compare's draft (lib/drafts.ts), then navigates there with this state.
 */
export const RUN_ON_ARRIVAL = { runDraft: true } as const;

function asksToRun(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { runDraft?: unknown }).runDraft === true;
}

/**
 * Calls `run` once when the screen was opened with RUN_ON_ARRIVAL, and drops that state from
 * the history entry, so a reload or Back does not run it again.
 */
export function useRunOnArrival(run: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useRef(asksToRun(location.state));
  const onArrival = useEffectEvent(run);

  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    onArrival();
  }, [navigate, location.pathname, location.search]);
}
