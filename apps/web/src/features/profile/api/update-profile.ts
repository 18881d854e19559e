import { type UpdateProfileRequest, type UpdateProfileResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** PUT /api/auth/profile: only the name can change. */
export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return api('/api/auth/profile', { method: 'PUT', body });
}

export function useUpdateProfile(config: MutationConfig<typeof updateProfile> = {}) {
  return useMutation({ ...config, mutationFn: updateProfile });
}
