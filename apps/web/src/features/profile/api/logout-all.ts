import { type MessageResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/logout-all: "Sign out from all devices" (this one included). */
export function logoutAll(): Promise<MessageResponse> {
  return api('/api/auth/logout-all', { method: 'POST', body: {} });
}

export function useLogoutAll(config: MutationConfig<typeof logoutAll> = {}) {
  return useMutation({ ...config, mutationFn: logoutAll });
}
