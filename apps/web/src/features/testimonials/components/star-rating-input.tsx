import { LIMITS } from '@promptsmith/contract';
import { Star } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

const VALUES = Array.from(
  { length: LIMITS.ratingMax - LIMITS.ratingMin + 1 },
  (_, i) => LIMITS.ratingMin + i,
);

/**
 * 1-5 stars as a radio group (WAI-ARIA pattern): Tab reaches the chosen star, arrow keys
 * change the rating, Home/End jump to 1/5, and a screen reader hears "3 stars, 3 of 5".
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(next: number) {
    const clamped = Math.min(LIMITS.ratingMax, Math.max(LIMITS.ratingMin, next));
    onChange(clamped);
    refs.current[clamped - LIMITS.ratingMin]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      Home: LIMITS.ratingMin,
      End: LIMITS.ratingMax,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex gap-1" onKeyDown={onKeyDown}>
      {VALUES.map((n) => (
        <button
          key={n}
          ref={(el) => {
            refs.current[n - LIMITS.ratingMin] = el;
          }}
          type="button"
          role="radio"
          aria-checked={n === value}
          aria-label={`${n} star${n === 1 ? '' : 's'}`}
          tabIndex={n === value ? 0 : -1}
          onClick={() => select(n)}
          className="rounded-md p-1 transition-transform hover:scale-110"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-8',
              n <= value ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400 dark:text-slate-500',
            )}
          />
        </button>
      ))}
      <span className="ml-2 self-center text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
        {value} / {LIMITS.ratingMax}
      </span>
    </div>
  );
}
