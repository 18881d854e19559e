import { cn } from '@/lib/cn';

/**
 * A grey bar standing in for content that is on its way. Decorative: the region it sits in
 * says it is busy (aria-busy) and a live region says what is happening.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block h-3 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
