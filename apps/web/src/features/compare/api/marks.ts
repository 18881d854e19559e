import type { AssistantKey, HistoryEntry } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

/** PATCH /api/history/:id: Best Response (true), Needs Improvement (false) or unmarked (null). */
export function saveMarks(
  historyId: string,
  marks: { model: AssistantKey; mark: boolean | null }[],
): Promise<HistoryEntry> {
  return api<HistoryEntry>(`/api/history/${encodeURIComponent(historyId)}`, {
    method: 'PATCH',
    body: { marks },
  });
}
