import { type HistoryListResponse } from '@promptsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type QueryConfig } from '@/lib/react-query';

/** Every cached view of the user's history starts with this key: invalidate it after a change. */
export const HISTORY_KEY = ['history'] as const;

/** GET /api/history: the newest entries of the signed-in user. */
export function getHistory(limit = 20, signal?: AbortSignal): Promise<HistoryListResponse> {
  return api(`/api/history?limit=${limit}`, { signal });
}

export function historyQueryOptions(limit = 20) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, { limit }],
    queryFn: ({ signal }) => getHistory(limit, signal),
  });
}

export function useHistory(limit = 20, config: QueryConfig<typeof historyQueryOptions> = {}) {
  return useQuery({ ...config, ...historyQueryOptions(limit) });
}
