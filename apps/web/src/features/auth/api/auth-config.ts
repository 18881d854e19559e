import { api } from '@/lib/api-client';

/** GET /api/auth/config: whether (and as which client) Google sign-in is available. */
export function fetchAuthConfig(): Promise<{ googleClientId: string | null }> {
  return api<{ googleClientId: string | null }>('/api/auth/config');
}
