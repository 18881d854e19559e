import { type AuthSuccessResponse, type LoginRequest } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/login: the session cookie is set by the response; the token is ignored here. */
export function login(body: LoginRequest): Promise<AuthSuccessResponse> {
  return api('/api/auth/login', { method: 'POST', body });
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
