import { type TestimonialListResponse } from '@promptsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/testimonials: approved testimonials, newest first (public). */
export function getApprovedTestimonials(signal?: AbortSignal): Promise<TestimonialListResponse> {
  return api('/api/testimonials', { signal });
}

export function approvedTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: ['testimonials', 'approved'],
    queryFn: ({ signal }) => getApprovedTestimonials(signal),
    staleTime: 60_000,
  });
}

export function useApprovedTestimonials() {
  return useQuery(approvedTestimonialsQueryOptions());
}
