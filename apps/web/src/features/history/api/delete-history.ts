import { type HistoryDeleteAllResponse } from '@promptsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';
import { HISTORY_KEY } from './get-history';

/** DELETE /api/history: every entry of the signed-in user, removed from the database. */
export function deleteHistory(): Promise<HistoryDeleteAllResponse> {
  return api('/api/history', { method: 'DELETE' });
}

export function useDeleteHistory(config: MutationConfig<typeof deleteHistory> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteHistory,
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: HISTORY_KEY });
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      await config.onSuccess?.(...args);
    },
  });
}
