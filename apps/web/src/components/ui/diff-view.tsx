import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { diffStats, diffText } from '@/lib/diff';

/**
 * Word diff of two texts in one flow: removed words struck through in red, added words in
 * green. <del>/<ins> carry the meaning; the hidden prefixes say it to screen readers, which
 * mostly ignore those elements.
 */
export function DiffView({
  before,
  after,
  className,
}: {
  before: string;
  after: string;
  className?: string;
}) {
  const segments = useMemo(() => diffText(before, after), [before, after]);
  const stats = useMemo(() => diffStats(segments), [segments]);
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium text-emerald-700 dark:text-emerald-400">+{stats.added} words</span>
        {' · '}
        <span className="font-medium text-red-700 dark:text-red-400">−{stats.removed} words</span>
      </p>
      <div className="font-mono text-sm leading-relaxed break-words whitespace-pre-wrap">
        {segments.map((segment, index) =>
          segment.kind === 'same' ? (
            <span key={index}>{segment.text}</span>
          ) : segment.kind === 'added' ? (
            <ins
              key={index}
              className="rounded-sm bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-900/50 dark:text-emerald-100"
            >
              <span className="sr-only">[added: </span>
              {segment.text}
              <span className="sr-only">]</span>
            </ins>
          ) : (
            <del
              key={index}
              className="rounded-sm bg-red-100 text-red-900 line-through dark:bg-red-900/50 dark:text-red-100"
            >
              <span className="sr-only">[removed: </span>
              {segment.text}
              <span className="sr-only">]</span>
            </del>
          ),
        )}
      </div>
    </div>
  );
}
