import { api } from '@/lib/api-client';

/** POST /api/auth/change-password: every other session of the user ends. */
export function changePassword(currentPassword: string, newPassword: string): Promise<{ message: string }> {
  return api<{ message: string }>('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
}
