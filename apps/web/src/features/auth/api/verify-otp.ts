import { api } from '@/lib/api-client';

/** POST /api/auth/verify-otp: checks the code without using it up. */
export function verifyOtp(email: string, otp: string): Promise<{ verified: boolean; message: string }> {
  return api<{ verified: boolean; message: string }>('/api/auth/verify-otp', {
    method: 'POST',
    body: { email, otp },
  });
}
