import { api } from '@/lib/api-client';

/** POST /api/auth/logout-all: "Sign out from all devices" (this one included). */
export function logoutAll(): Promise<{ message: string }> {
  return api<{ message: string }>('/api/auth/logout-all', { method: 'POST', body: {} });
}
