import { LlmStatusResponse } from '@promptsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiChecked } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const LLM_STATUS_KEY = ['llm-status'] as const;

/** GET /api/llm/status: which assistants can run on a model, who judges, and whether this caller may. */
export function getLlmStatus(signal?: AbortSignal): Promise<LlmStatusResponse> {
  return apiChecked('/api/llm/status', LlmStatusResponse, { signal });
}

/** Asked again when the session changes: access depends on who is signed in. */
export function useLlmStatus() {
  const { status, user } = useSession();
  return useQuery({
    queryKey: [...LLM_STATUS_KEY, status, user?.id ?? null, user?.emailVerified ?? null],
    queryFn: ({ signal }) => getLlmStatus(signal),
    enabled: status !== 'loading',
    staleTime: 60_000,
  });
}
