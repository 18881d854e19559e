import { type TestimonialSubmitRequest, type TestimonialSubmitResponse } from '@promptsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

/**
 * POST /api/testimonials/submit. The spec's payload also names the author, email, role, date
 * and a recipient; the server takes all of those from the session and its configuration, so
 * only what the user actually chose is sent.
 */
export function submitTestimonial(
  body: Pick<TestimonialSubmitRequest, 'content' | 'rating'>,
): Promise<TestimonialSubmitResponse> {
  return api('/api/testimonials/submit', { method: 'POST', body });
}

export function useSubmitTestimonial(config: MutationConfig<typeof submitTestimonial> = {}) {
  return useMutation({ ...config, mutationFn: submitTestimonial });
}
