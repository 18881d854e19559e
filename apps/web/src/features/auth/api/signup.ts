import { type MessageResponse, type SignupRequest } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/signup: creates the account; does not sign in. */
export function signup(body: SignupRequest): Promise<MessageResponse> {
  return api('/api/auth/signup', { method: 'POST', body });
}

export function useSignup(config: MutationConfig<typeof signup> = {}) {
  return useMutation({ ...config, mutationFn: signup });
}
