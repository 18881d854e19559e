import { type HistoryEntry, type UpdateMarksRequest } from '@promptsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';
import { HISTORY_KEY } from './get-history';

/** PATCH /api/history/:id: Best Response (true), Needs Improvement (false) or unmarked (null). */
export function updateMarks({
  historyId,
  marks,
}: {
  historyId: string;
  marks: UpdateMarksRequest['marks'];
}): Promise<HistoryEntry> {
  return api(`/api/history/${encodeURIComponent(historyId)}`, { method: 'PATCH', body: { marks } });
}

export function useUpdateMarks(config: MutationConfig<typeof updateMarks> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateMarks,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      await config.onSuccess?.(...args);
    },
  });
}
