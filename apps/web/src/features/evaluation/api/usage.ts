import { LlmUsageResponse } from '@promptsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiChecked } from '@/lib/api-client';

export const LLM_USAGE_KEY = ['llm-usage'] as const;

/** GET /api/llm/usage: today's tokens of the signed-in user against the daily budget. */
export function getLlmUsage(signal?: AbortSignal): Promise<LlmUsageResponse> {
  return apiChecked('/api/llm/usage', LlmUsageResponse, { signal });
}

export function useLlmUsage() {
  return useQuery({ queryKey: LLM_USAGE_KEY, queryFn: ({ signal }) => getLlmUsage(signal) });
}
