import { type ConfirmEmailRequest, type ConfirmEmailResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/confirm-email: confirms the signed-in user's address with the mailed code. */
export function confirmEmail(body: ConfirmEmailRequest): Promise<ConfirmEmailResponse> {
  return api('/api/auth/confirm-email', { method: 'POST', body });
}

export function useConfirmEmail(config: MutationConfig<typeof confirmEmail> = {}) {
  return useMutation({ ...config, mutationFn: confirmEmail });
}
