import { type TestimonialSubmitRequest, type TestimonialSubmitResponse } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/testimonials/submit. The spec's payload also names the author, email, role, date
 * and a recipient; the server takes all of those from the session and its configuration, so
 * only what the user actually chose is sent.
 */
export function submitTestimonial(body: Pick<TestimonialSubmitRequest, 'content' | 'rating'>) {
  return api<TestimonialSubmitResponse>('/api/testimonials/submit', { method: 'POST', body });
}
