import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { type DiffRow, diffRows, diffStats, type LinePart } from '@/lib/diff';

const REMOVED_LINE = 'bg-red-50 dark:bg-red-950/60';
const ADDED_LINE = 'bg-emerald-50 dark:bg-emerald-950/60';
const REMOVED_WORD = 'rounded-sm bg-red-200 text-red-950 line-through dark:bg-red-800/80 dark:text-red-50';
const ADDED_WORD =
  'rounded-sm bg-emerald-200 text-emerald-950 no-underline dark:bg-emerald-800/80 dark:text-emerald-50';

/** Words that changed inside a line: <del>/<ins> carry the meaning, the hidden words say it aloud. */
function Words({ parts, side }: { parts: LinePart[]; side: 'before' | 'after' }) {
  return parts.map((part, index) => {
    if (!part.changed) return <span key={index}>{part.text}</span>;
    return side === 'before' ? (
      <del key={index} className={REMOVED_WORD}>
        <span className="sr-only">[removed: </span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    ) : (
      <ins key={index} className={ADDED_WORD}>
        <span className="sr-only">[added: </span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    );
  });
}

/** One side of a row, or nothing when the line exists only on the other side. */
function Side({ row, side }: { row: DiffRow; side: 'before' | 'after' }) {
  if (row.kind === 'same' || row.kind === 'replaced') return <>{row[side] || '\u00a0'}</>;
  if (row.kind === 'changed') return <Words parts={row[side]} side={side} />;
  if (row.kind === 'removed' && side === 'before') return <>{row.before || '\u00a0'}</>;
  if (row.kind === 'added' && side === 'after') return <>{row.after || '\u00a0'}</>;
  return null;
}

const hasSide = (row: DiffRow, side: 'before' | 'after') =>
  row.kind === 'same' ||
  row.kind === 'changed' ||
  row.kind === 'replaced' ||
  (side === 'before' ? row.kind === 'removed' : row.kind === 'added');

const tint = (row: DiffRow, side: 'before' | 'after') =>
  row.kind === 'same' || !hasSide(row, side) ? '' : side === 'before' ? REMOVED_LINE : ADDED_LINE;

const CELL = 'px-2 py-0.5 align-top break-words whitespace-pre-wrap';

/**
 * Line diff of the user's prompt and the optimized prompt, with the changed words marked inside
 * edited lines. Side by side (a table: your prompt | optimized prompt) when its container is
 * wide, one column of − and + lines when it is not. Container queries, not the viewport: the
 * Playground gives the result a column, not the screen.
 */
export function DiffView({
  before,
  after,
  className,
  beforeLabel = 'Your prompt',
  afterLabel = 'Optimized prompt',
}: {
  before: string;
  after: string;
  className?: string;
  /** Column headings; Refine's version diff names the two versions. */
  beforeLabel?: string;
  afterLabel?: string;
}) {
  const rows = useMemo(() => diffRows(before, after), [before, after]);
  const stats = useMemo(() => diffStats(rows), [rows]);
  return (
    <div data-testid="diff-view" className={cn('@container relative flex flex-col gap-3', className)}>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium text-emerald-700 dark:text-emerald-400">+{stats.added} words</span>
        {' · '}
        <span className="font-medium text-red-700 dark:text-red-400">−{stats.removed} words</span>
      </p>
      <table className="hidden w-full table-fixed border-collapse font-mono text-sm leading-relaxed @lg:table">
        <thead>
          <tr className="text-left font-sans text-xs text-slate-600 dark:text-slate-400">
            <th scope="col" className="px-2 pb-1 font-medium">
              {beforeLabel}
            </th>
            <th scope="col" className="px-2 pb-1 font-medium">
              {afterLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {(['before', 'after'] as const).map((side) => (
                <td
                  key={side}
                  className={cn(
                    CELL,
                    tint(row, side),
                    side === 'after' && 'border-l border-slate-200 dark:border-slate-700',
                  )}
                >
                  {hasSide(row, side) && row.kind !== 'same' && (
                    <span className="sr-only">{side === 'before' ? 'Removed line: ' : 'Added line: '}</span>
                  )}
                  <Side row={row} side={side} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ol aria-label="Changes, line by line" className="font-mono text-sm leading-relaxed @lg:hidden">
        {rows.flatMap((row, index) => {
          if (row.kind === 'same')
            return [
              <li key={index} className={cn(CELL, 'pl-5')}>
                <Side row={row} side="after" />
              </li>,
            ];
          return (['before', 'after'] as const)
            .filter((side) => hasSide(row, side))
            .map((side) => (
              <li key={`${index}-${side}`} className={cn(CELL, 'relative pl-5', tint(row, side))}>
                <span aria-hidden="true" className="absolute left-1 select-none">
                  {side === 'before' ? '−' : '+'}
                </span>
                <span className="sr-only">{side === 'before' ? 'Removed line: ' : 'Added line: '}</span>
                <Side row={row} side={side} />
              </li>
            ));
        })}
      </ol>
    </div>
  );
}
