import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A read-only 1-5 rating: one image to assistive technology, five stars to the eye. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= rating ? 'fill-amber-400 text-amber-400' : 'fill-none text-slate-300 dark:text-slate-600',
          )}
        />
      ))}
    </span>
  );
}
