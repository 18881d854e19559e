import { type ChangePasswordRequest, type MessageResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/change-password: every other session of the user ends. */
export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return api('/api/auth/change-password', { method: 'POST', body });
}

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...config, mutationFn: changePassword });
}
