import { type MessageResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/confirm-email/resend: mails a new confirmation code (at most one a minute). */
export function resendConfirmation(): Promise<MessageResponse> {
  return api('/api/auth/confirm-email/resend', { method: 'POST', body: {} });
}

export function useResendConfirmation(config: MutationConfig<typeof resendConfirmation> = {}) {
  return useMutation({ ...config, mutationFn: resendConfirmation });
}
