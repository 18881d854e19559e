import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';
import { HISTORY_KEY } from './get-history';

/** DELETE /api/history/:id: the entry is removed from the database for good. */
export function deleteHistoryEntry(id: string): Promise<void> {
  return api(`/api/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHistoryEntry(config: MutationConfig<typeof deleteHistoryEntry> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteHistoryEntry,
    onSuccess: async (...args) => {
      // The entry's own query goes at once (no refetch of a 404); every list refetches.
      queryClient.removeQueries({ queryKey: [...HISTORY_KEY, 'entry', args[1]] });
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      await config.onSuccess?.(...args);
    },
  });
}
