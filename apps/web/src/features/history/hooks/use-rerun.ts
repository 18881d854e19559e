import { type HistoryEntry } from '@promptsmith/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DRAFT_KEYS, drafts } from '@/lib/drafts';
import { RUN_ON_ARRIVAL } from '@/lib/run-on-arrival';
import { useSession } from '@/lib/session';

/**
 * "Re-run": the entry's prompt and assistants become the Playground's (a transform) or
 * Compare's (a comparison) draft, and that screen opens and runs it.
 */
export function useRerun(): (entry: HistoryEntry) => void {
  const navigate = useNavigate();
  const owner = useSession().user?.id ?? null;
  return useCallback(
    (entry: HistoryEntry) => {
      if (entry.kind === 'compare') {
        drafts.write(DRAFT_KEYS.compare, owner, { prompt: entry.prompt, models: entry.models });
        void navigate('/compare', { state: RUN_ON_ARRIVAL });
        return;
      }
      const model = entry.models[0] ?? entry.results[0]?.model ?? 'gpt';
      drafts.write(DRAFT_KEYS.playground, owner, { prompt: entry.prompt, model, fill: null, template: null });
      void navigate('/playground', { state: RUN_ON_ARRIVAL });
    },
    [navigate, owner],
  );
}
