import type { HistoryEntry } from '@promptsmith/contract';
import { ASSISTANTS } from '@promptsmith/contract';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useHistory } from '../api/get-history';
import { entryTitle } from '../lib/entry-title';
import { timeAgo } from '../lib/time-ago';

const SHOWN = 8;

/** The signed-in user's latest transforms; choosing one reopens its prompt and result. */
export function RecentHistory({
  onOpen,
  activeId,
}: {
  onOpen: (entry: HistoryEntry) => void;
  activeId: string | null;
}) {
  const query = useHistory();
  const entries = (query.data?.items ?? [])
    .filter((entry) => entry.kind === 'transform' && entry.results.length > 0)
    .slice(0, SHOWN);

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <History className="size-4" aria-hidden="true" />
          Recent prompts
        </h2>
        <Link
          to="/history"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          See all history
        </Link>
      </div>
      {query.isPending ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Loading your history…</p>
      ) : query.isError ? (
        <p className="mt-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(query.error, 'Could not load your history.')}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          Prompts you transform are saved here so you can reopen them.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1" aria-label="Recent prompts">
          {entries.map((entry) => {
            const model = entry.models[0] ?? entry.results[0]?.model ?? 'gpt';
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => onOpen(entry)}
                  aria-current={entry.id === activeId ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-start gap-2 rounded-lg px-2 py-2 text-left text-sm transition-colors hover:bg-slate-100 dark:hover:bg-slate-800',
                    entry.id === activeId && 'bg-brand-50 dark:bg-brand-700/20',
                  )}
                >
                  <AssistantIcon assistant={model} className="mt-0.5" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-slate-800 dark:text-slate-100">
                      {entryTitle(entry.prompt)}
                    </span>
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {ASSISTANTS[model].name} · {timeAgo(entry.createdAt)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
