import { type AuthConfigResponse } from '@promptsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/config: whether (and as which client) Google sign-in is available. */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfigResponse> {
  return api('/api/auth/config', { signal });
}

/** Server-side auth settings; they do not change while the page is open. */
export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
    retry: 2,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
