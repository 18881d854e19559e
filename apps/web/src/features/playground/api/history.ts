import type { HistoryListResponse } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

export const RECENT_HISTORY_KEY = ['history', 'recent'] as const;

/** GET /api/history: the newest entries of the signed-in user. */
export function fetchRecentHistory(limit = 20): Promise<HistoryListResponse> {
  return api<HistoryListResponse>(`/api/history?limit=${limit}`);
}
