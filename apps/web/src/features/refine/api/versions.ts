import type { AssistantKey, RefineRequest, RefineResponse, VersionListResponse } from '@promptsmith/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

export const VERSIONS_KEY = ['versions'] as const;

const path = (historyId: string) => `/api/history/${encodeURIComponent(historyId)}/versions`;

/** GET /api/history/:id/versions: oldest first, the last one is current. */
export function getVersions(historyId: string, model: AssistantKey, signal?: AbortSignal) {
  return api<VersionListResponse>(`${path(historyId)}?model=${model}`, { signal });
}

export function versionsQueryOptions(historyId: string, model: AssistantKey) {
  return queryOptions({
    queryKey: [...VERSIONS_KEY, historyId, model],
    queryFn: ({ signal }) => getVersions(historyId, model, signal),
  });
}

export function useVersions(historyId: string, model: AssistantKey) {
  return useQuery(versionsQueryOptions(historyId, model));
}

/** POST /api/history/:id/versions: chips and/or free text make the next version. */
export function refinePrompt({ historyId, ...body }: RefineRequest & { historyId: string }) {
  return api<RefineResponse>(path(historyId), { method: 'POST', body });
}

/** POST /api/history/:id/versions/:n/restore: an earlier version becomes the next (current) one. */
export function restoreVersion({
  historyId,
  number,
  model,
}: {
  historyId: string;
  number: number;
  model: AssistantKey;
}) {
  return api<RefineResponse>(`${path(historyId)}/${number}/restore`, { method: 'POST', body: { model } });
}

export function useRefine(config: MutationConfig<typeof refinePrompt> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: refinePrompt,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
      await config.onSuccess?.(...args);
    },
  });
}

export function useRestoreVersion(config: MutationConfig<typeof restoreVersion> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: restoreVersion,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
      await config.onSuccess?.(...args);
    },
  });
}
