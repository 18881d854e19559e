import { z } from 'zod';
import { LIMITS, MESSAGES } from './messages';

export const TestimonialSubmitRequest = z.strictObject({
  content: z
    .string({ message: MESSAGES.testimonialRequired })
    .trim()
    .min(1, MESSAGES.testimonialRequired)
    .max(LIMITS.testimonialMaxChars, `Testimonial must be at most ${LIMITS.testimonialMaxChars} characters`),
  rating: z
    .number({ message: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}` })
    .int(`Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`)
    .min(LIMITS.ratingMin, `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`)
    .max(LIMITS.ratingMax, `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`)
    .default(LIMITS.ratingDefault),
  // The spec's payload also carries these. They are accepted for compatibility and ignored:
  // identity (author, email, role) comes from the session, the date from the server clock and
  // the recipient from TESTIMONIAL_RECIPIENT.
  author: z.string().max(200).optional(),
  email: z.string().max(LIMITS.emailMax).optional(),
  role: z.string().max(100).nullable().optional(),
  date: z.string().max(64).optional(),
  recipient: z.string().max(LIMITS.emailMax).optional(),
});
export type TestimonialSubmitRequest = z.input<typeof TestimonialSubmitRequest>;

export const TestimonialStatus = z.enum(['pending', 'approved', 'rejected']);
export type TestimonialStatus = z.infer<typeof TestimonialStatus>;

/** What the public sees: never the author's email. `content` is plain text, never HTML. */
export const Testimonial = z.object({
  id: z.string(),
  content: z.string(),
  author: z.string(),
  role: z.string().nullable(),
  rating: z.number().int(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;

export const TestimonialSubmitResponse = z.object({
  message: z.string(),
  testimonial: Testimonial.extend({ status: TestimonialStatus }),
});
export type TestimonialSubmitResponse = z.infer<typeof TestimonialSubmitResponse>;

export const TestimonialListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.testimonialListMax).default(LIMITS.testimonialListMax),
});

export const TestimonialListResponse = z.object({ testimonials: z.array(Testimonial) });
export type TestimonialListResponse = z.infer<typeof TestimonialListResponse>;
