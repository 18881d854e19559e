import { type TestimonialListResponse } from '@promptsmith/contract';
import { api } from '@/lib/api-client';

export const APPROVED_TESTIMONIALS_KEY = ['testimonials', 'approved'] as const;

/** GET /api/testimonials: approved testimonials, newest first (public). */
export function fetchApprovedTestimonials(signal?: AbortSignal): Promise<TestimonialListResponse> {
  return api<TestimonialListResponse>('/api/testimonials', { signal });
}
