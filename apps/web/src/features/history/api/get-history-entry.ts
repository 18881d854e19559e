import { type HistoryEntry } from '@promptsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { HISTORY_KEY } from './get-history';

/** GET /api/history/:id: one entry of the signed-in user (404 for anyone else's). */
export function getHistoryEntry(id: string, signal?: AbortSignal): Promise<HistoryEntry> {
  return api(`/api/history/${encodeURIComponent(id)}`, { signal });
}

export function historyEntryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'entry', id],
    queryFn: ({ signal }) => getHistoryEntry(id, signal),
  });
}

export function useHistoryEntry(id: string) {
  return useQuery(historyEntryQueryOptions(id));
}
