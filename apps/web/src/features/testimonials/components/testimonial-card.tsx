import { DEFAULT_TESTIMONIAL_ROLE } from '@promptsmith/contract';
import { Quote } from 'lucide-react';
import { type CarouselTestimonial } from '../lib/merge-testimonials';
import { Stars } from './stars';

/** Content is user input: it is rendered as text (React escapes it), never as HTML. */
export function TestimonialCard({ testimonial }: { testimonial: CarouselTestimonial }) {
  const { content, author, role, rating, own } = testimonial;
  return (
    <figure
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="testimonial-card"
    >
      <div className="flex items-center justify-between gap-2">
        <Stars rating={rating} />
        {own && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
            Your submission
          </span>
        )}
      </div>
      <blockquote className="flex-1 text-slate-700 dark:text-slate-200">
        <Quote className="mb-2 size-5 text-brand-500" aria-hidden="true" />
        <p className="break-words whitespace-pre-line">{content}</p>
      </blockquote>
      <figcaption className="border-t border-slate-100 pt-4 dark:border-slate-800">
        <span className="block font-semibold break-words text-slate-900 dark:text-white">{author}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {role ?? DEFAULT_TESTIMONIAL_ROLE}
        </span>
      </figcaption>
    </figure>
  );
}
