import { type AuthSuccessResponse } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/social-login with the Google ID token; the server trusts nothing else. */
export function socialLogin(credential: string): Promise<AuthSuccessResponse> {
  return api<AuthSuccessResponse>('/api/auth/social-login', {
    method: 'POST',
    body: { provider: 'google', credential, rememberMe: true },
  });
}
