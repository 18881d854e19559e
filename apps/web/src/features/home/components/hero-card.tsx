import { Sparkles } from 'lucide-react';
import { ASSISTANTS } from '@promptsmith/contract';
import { cn } from '@/lib/cn';
import { useHeroFlip } from '../hooks/use-hero-flip';

const face = 'absolute inset-0 flex flex-col gap-3 rounded-2xl border p-6 shadow-xl backface-hidden sm:p-7';

/**
 * A two-sided example: a rough idea on the front, the prompt Promptsmith makes of it on the
 * back. The whole card is one button, so a click or a key press turns it over.
 */
export function HeroCard() {
  const { flipped, toggle } = useHeroFlip();
  return (
    <div
      className="relative h-80 w-full max-w-md perspective-[1200px] sm:h-72"
      data-testid="hero-card"
      data-flipped={flipped}
    >
      <div
        className={cn(
          'relative size-full transition-transform duration-700 ease-out transform-3d',
          flipped && 'rotate-y-180',
        )}
      >
        <div
          aria-hidden={flipped}
          data-testid="hero-card-front"
          className={cn(face, 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900')}
        >
          <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Your rough idea
          </span>
          <p className="font-mono text-lg leading-relaxed text-slate-800 dark:text-slate-100">
            write a blog post about remote work, make it good
          </p>
          <span className="mt-auto inline-flex items-center gap-2 text-sm font-medium text-brand-700 dark:text-brand-100">
            <Sparkles className="size-4" aria-hidden="true" />
            Click to see it optimized
          </span>
        </div>
        <div
          aria-hidden={!flipped}
          data-testid="hero-card-back"
          className={cn(
            face,
            'rotate-y-180 border-brand-500/40 bg-gradient-to-br from-brand-50 to-white dark:from-slate-900 dark:to-slate-800',
          )}
        >
          <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
            <span
              aria-hidden="true"
              className="size-3 rounded-full"
              style={{ backgroundColor: ASSISTANTS.claude.color }}
            />
            Optimized for Claude
          </span>
          <p className="font-mono text-sm leading-relaxed text-slate-800 dark:text-slate-100">
            {'<role>'}You are an experienced workplace columnist.{'</role>'}
            <br />
            {'<task>'}Write a 900-word blog post on the benefits and pitfalls of remote work for small teams.
            {'</task>'}
            <br />
            {'<format>'}A headline, an intro, three sections with subheadings, a takeaway.{'</format>'}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={flipped}
        aria-label="Flip the example card"
        className="absolute inset-0 cursor-pointer rounded-2xl"
      />
    </div>
  );
}
