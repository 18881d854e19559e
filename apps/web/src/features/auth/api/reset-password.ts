import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password: sets the new password and uses the code up. */
export function resetPassword(email: string, otp: string, newPassword: string): Promise<{ message: string }> {
  return api<{ message: string }>('/api/auth/reset-password', {
    method: 'POST',
    body: { email, otp, newPassword },
  });
}
