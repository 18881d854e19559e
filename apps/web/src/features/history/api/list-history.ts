import { type HistoryListResponse } from '@promptsmith/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type HistoryFilters, historyQuery } from '../lib/filters';
import { HISTORY_KEY } from './get-history';

const PAGE_SIZE = 20;

/** GET /api/history with the page's filters: one page, from `cursor` on. */
export function listHistory(
  filters: HistoryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<HistoryListResponse> {
  return api(`/api/history?${historyQuery(filters, PAGE_SIZE, cursor)}`, { signal });
}

export function historyPagesQueryOptions(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...HISTORY_KEY, 'pages', { ...filters, q: filters.q.trim() }],
    queryFn: ({ pageParam, signal }) => listHistory(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every page loaded so far of the filtered history; `fetchNextPage` brings the next one. */
export function useHistoryPages(filters: HistoryFilters) {
  return useInfiniteQuery(historyPagesQueryOptions(filters));
}
