import { type VerifyOtpRequest, type VerifyOtpResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/** POST /api/auth/verify-otp: checks the code without using it up. */
export function verifyOtp(body: VerifyOtpRequest): Promise<VerifyOtpResponse> {
  return api('/api/auth/verify-otp', { method: 'POST', body });
}

export function useVerifyOtp(config: MutationConfig<typeof verifyOtp> = {}) {
  return useMutation({ ...config, mutationFn: verifyOtp });
}
