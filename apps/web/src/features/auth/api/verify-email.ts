import { type VerifyEmailRequest, type VerifyEmailResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/verify-email: mails a 6-digit code to the account's address. */
export function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return api('/api/auth/verify-email', { method: 'POST', body });
}

export function useVerifyEmail(config: MutationConfig<typeof verifyEmail> = {}) {
  return useMutation({ ...config, mutationFn: verifyEmail });
}
