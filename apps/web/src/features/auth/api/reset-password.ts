import { type MessageResponse, type ResetPasswordRequest } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/reset-password: sets the new password and uses the code up. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
