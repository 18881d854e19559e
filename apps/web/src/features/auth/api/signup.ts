import { type SignupRequest } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/signup: creates the account; does not sign in. */
export function signup(body: SignupRequest): Promise<{ message: string }> {
  return api<{ message: string }>('/api/auth/signup', { method: 'POST', body });
}
