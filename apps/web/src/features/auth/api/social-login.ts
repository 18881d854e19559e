import { type AuthSuccessResponse, type SocialLoginRequest } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/social-login with the Google ID token; the server trusts nothing else. */
export function socialLogin(credential: string): Promise<AuthSuccessResponse> {
  const body: SocialLoginRequest = { provider: 'google', credential, rememberMe: true };
  return api('/api/auth/social-login', { method: 'POST', body });
}

export function useSocialLogin(config: MutationConfig<typeof socialLogin> = {}) {
  return useMutation({ ...config, mutationFn: socialLogin });
}
