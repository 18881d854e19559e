import { z } from 'zod';
import { LIMITS, MESSAGES } from './messages';

export const TestimonialSubmitRequest = z.strictObject({
  content: z
    .string({ message: MESSAGES.testimonialRequired })
    .trim()
    .min(1, MESSAGES.testimonialRequired)
    .max(LIMITS.testimonialMaxChars, `Testimonial must be at most ${LIMITS.testimonialMaxChars} characters`),
  rating: z.number().int().min(LIMITS.ratingMin).max(LIMITS.ratingMax).default(LIMITS.ratingDefault),
  // The spec's payload also carries these; identity comes from the session, recipient from config.
  author: z.string().max(200).optional(),
  email: z.string().max(LIMITS.emailMax).optional(),
  role: z.string().max(100).nullable().optional(),
  date: z.string().max(64).optional(),
  recipient: z.string().max(LIMITS.emailMax).optional(),
});
export type TestimonialSubmitRequest = z.input<typeof TestimonialSubmitRequest>;

export const Testimonial = z.object({
  id: z.string(),
  content: z.string(),
  author: z.string(),
  role: z.string().nullable(),
  rating: z.number().int(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;

export const TestimonialSubmitResponse = z.object({ message: z.string(), testimonial: Testimonial });
export const TestimonialListResponse = z.object({ testimonials: z.array(Testimonial) });

export const DEFAULT_TESTIMONIAL_ROLE = 'Promptsmith user';
