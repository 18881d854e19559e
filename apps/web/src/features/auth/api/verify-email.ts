import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email: mails a 6-digit code to the account's address. */
export function verifyEmail(email: string): Promise<{ exists: boolean; message: string }> {
  return api<{ exists: boolean; message: string }>('/api/auth/verify-email', {
    method: 'POST',
    body: { email },
  });
}
