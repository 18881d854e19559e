import { MessageSquarePlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { readUserTestimonials } from '../lib/user-testimonials';
import { useApprovedTestimonials } from '../api/get-approved-testimonials';
import { BUILT_IN_TESTIMONIALS } from '../data/built-in-testimonials';
import { mergeTestimonials } from '../lib/merge-testimonials';
import { TestimonialCarousel } from './testimonial-carousel';

/**
 * What users say: built-in testimonials at once, approved ones when the API answers (a
 * failure just leaves the built-in ones), and the signed-in user's own submissions.
 */
export function TestimonialsSection() {
  const { status, user } = useSession();
  const userId = status === 'authenticated' && user ? user.id : null;
  const approved = useApprovedTestimonials();
  const approvedList = approved.data?.testimonials;
  const testimonials = useMemo(
    () => mergeTestimonials(BUILT_IN_TESTIMONIALS, approvedList ?? [], readUserTestimonials(), userId),
    [approvedList, userId],
  );

  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-16 dark:bg-slate-900/40">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="testimonials-heading" className="text-title font-bold">
              What our users say
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Writers, engineers and teachers who prompt better with Promptsmith.
            </p>
          </div>
          {userId && (
            <Link
              to="/profile"
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
            >
              Share your testimonial
            </Link>
          )}
        </div>
        <div className="mt-10">
          <TestimonialCarousel testimonials={testimonials} />
        </div>
        {userId && (
          <div className="mt-12 flex flex-col items-center gap-3 text-center">
            <p className="text-slate-700 dark:text-slate-300">
              Has Promptsmith helped you? Tell others about it.
            </p>
            <Link
              to="/profile"
              // The profile opens on the tab stored here (spec: activeProfileTab=testimonials).
              onClick={() => storage.set(STORAGE_KEYS.activeProfileTab, 'testimonials')}
              className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-medium text-white shadow-sm transition-colors hover:bg-brand-700"
            >
              <MessageSquarePlus className="size-5" aria-hidden="true" />
              Add your testimonial
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
