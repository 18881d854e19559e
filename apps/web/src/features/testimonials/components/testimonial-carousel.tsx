import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FocusEvent, useState } from 'react';
import { cn } from '@/lib/cn';
import { useCarousel } from '../hooks/use-carousel';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { chunk } from '../lib/carousel';
import { type CarouselTestimonial } from '../lib/merge-testimonials';
import { TestimonialCard } from './testimonial-card';

export const CARDS_PER_SLIDE = 3;

const arrow =
  'flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Three cards per slide, advancing every 5 s and wrapping around, following the WAI-ARIA
 * carousel pattern: it pauses while the pointer or keyboard focus is inside, and the slide is
 * announced only when the user moves it (aria-live off while it rotates by itself).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly CarouselTestimonial[] }) {
  const slides = chunk(testimonials, CARDS_PER_SLIDE);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const carousel = useCarousel(slides.length, { paused: hovered || focused, reducedMotion });
  const current = slides[carousel.index] ?? [];

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Testimonials"
      data-testid="testimonial-carousel"
      data-paused={!carousel.rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div aria-live={carousel.rotating ? 'off' : 'polite'} aria-atomic="false">
        <div
          key={carousel.index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${carousel.index + 1} of ${slides.length}`}
          className="grid gap-6 transition-opacity duration-500 starting:opacity-0 md:grid-cols-3"
        >
          {current.map((t) => (
            <TestimonialCard key={t.key} testimonial={t} />
          ))}
        </div>
      </div>

      {slides.length > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            className={arrow}
            aria-label="Previous testimonials"
            onClick={carousel.previous}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <div className="flex items-center gap-1">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Show testimonials slide ${i + 1} of ${slides.length}`}
                aria-current={i === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(i)}
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === carousel.index
                      ? 'w-6 bg-brand-600 dark:bg-brand-500'
                      : 'w-2.5 bg-slate-300 group-hover:bg-slate-400 dark:bg-slate-600',
                  )}
                />
              </button>
            ))}
          </div>
          <button type="button" className={arrow} aria-label="Next testimonials" onClick={carousel.next}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
