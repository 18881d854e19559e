import { type HistoryEntry } from '@promptsmith/contract';
import { GitCompareArrows, RotateCcw, Sparkles, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { entryExcerpt, entryTitle } from '../lib/entry-title';
import { assistantNames, fullDate, KIND_LABELS } from '../lib/labels';
import { timeAgo } from '../lib/time-ago';

/** One entry of the History list: its title opens it; Re-run and Delete act on it. */
export function HistoryItem({
  entry,
  onRerun,
  onDelete,
}: {
  entry: HistoryEntry;
  onRerun: (entry: HistoryEntry) => void;
  onDelete: (entry: HistoryEntry) => void;
}) {
  const titleId = useId();
  const title = entryTitle(entry.prompt);
  const excerpt = entryExcerpt(entry.prompt);
  const KindIcon = entry.kind === 'compare' ? GitCompareArrows : Sparkles;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={titleId} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 id={titleId} className="text-base font-semibold break-words">
            <Link
              to={`/history/${entry.id}`}
              data-entry-id={entry.id}
              className="rounded text-slate-900 hover:text-brand-700 hover:underline dark:text-slate-100 dark:hover:text-brand-100"
            >
              {title}
            </Link>
          </h2>
          {excerpt && (
            <p className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{excerpt}</p>
          )}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1 font-medium text-slate-700 dark:text-slate-200">
              <KindIcon className="size-3.5" aria-hidden="true" />
              {KIND_LABELS[entry.kind]}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="flex -space-x-1" aria-hidden="true">
                {entry.models.map((model) => (
                  <AssistantIcon
                    key={model}
                    assistant={model}
                    className="size-5 text-[8px] ring-2 ring-white dark:ring-slate-900"
                  />
                ))}
              </span>
              {assistantNames(entry.models)}
            </span>
            <time dateTime={entry.createdAt} title={fullDate(entry.createdAt)}>
              {timeAgo(entry.createdAt)}
            </time>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={() => onRerun(entry)} aria-describedby={titleId}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Re-run
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(entry)} aria-describedby={titleId}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
