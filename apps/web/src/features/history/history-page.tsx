import { type HistoryEntry } from '@promptsmith/contract';
import { History as HistoryIcon, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteHistory } from './api/delete-history';
import { useDeleteHistoryEntry } from './api/delete-history-entry';
import { useHistoryPages } from './api/list-history';
import { HistoryFiltersBar } from './components/history-filters';
import { HistoryItem } from './components/history-item';
import { useLoadMoreOnScroll } from './hooks/use-load-more-on-scroll';
import { useRerun } from './hooks/use-rerun';
import { entryTitle } from './lib/entry-title';
import { type HistoryFilters, isFiltered, NO_FILTERS, readFilters, writeFilters } from './lib/filters';

/** /history: every transform and comparison of the signed-in user, newest first. */
export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: HistoryFilters) => setParams(writeFilters(next), { replace: true }),
    [setParams],
  );
  const query = useHistoryPages(filters);
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const rerun = useRerun();
  const toast = useToast();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [pendingDelete, setPendingDelete] = useState<HistoryEntry | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  // After a delete, focus goes to the entry that took its place (or the list's heading).
  const [focusNext, setFocusNext] = useState<string | null | undefined>(undefined);

  const deleteOne = useDeleteHistoryEntry({
    onSuccess: (_data, id) => {
      const index = entries.findIndex((e) => e.id === id);
      const neighbour = entries[index + 1] ?? entries[index - 1];
      setFocusNext(neighbour?.id ?? null);
      toast(`Deleted “${pendingDelete ? entryTitle(pendingDelete.prompt) : 'the entry'}”.`, {
        tone: 'success',
      });
      setPendingDelete(null);
    },
  });
  const deleteAll = useDeleteHistory({
    onSuccess: ({ deleted }) => {
      setConfirmAll(false);
      setFocusNext(null);
      toast(deleted === 1 ? 'Deleted 1 entry.' : `Deleted ${deleted} entries.`, { tone: 'success' });
    },
  });

  useEffect(() => {
    if (focusNext === undefined) return;
    const link = focusNext
      ? listRef.current?.querySelector<HTMLElement>(`[data-entry-id="${focusNext}"]`)
      : null;
    if (focusNext && !link) return; // Not rendered yet: wait for the refetch.
    (link ?? headingRef.current)?.focus();
    setFocusNext(undefined);
  }, [focusNext, entries]);

  const sentinel = useLoadMoreOnScroll(
    query.hasNextPage && !query.isFetchingNextPage && !query.isError,
    () => void query.fetchNextPage(),
  );

  const filtered = isFiltered(filters);
  const empty = query.isSuccess && entries.length === 0;

  return (
    <Page
      title="History"
      lead="Every prompt you transformed or compared, newest first. Only you can see it, and deleting removes it for good."
    >
      <Card className="mt-8 p-4 sm:p-5">
        <HistoryFiltersBar filters={filters} onChange={setFilters} />
      </Card>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {filtered ? 'Matching entries' : 'All entries'}
        </h2>
        <ConfirmDialog
          open={confirmAll}
          onOpenChange={(open) => {
            setConfirmAll(open);
            if (!open) deleteAll.reset();
          }}
          trigger={
            <Button variant="ghost" size="sm" disabled={!query.isSuccess || (empty && !filtered)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete all history
            </Button>
          }
          title="Delete your whole history?"
          description="Every transform and comparison you saved is removed from our database, including entries the filters hide. This cannot be undone."
          confirmLabel="Delete everything"
          busy={deleteAll.isPending}
          error={
            deleteAll.error
              ? errorMessage(deleteAll.error, 'Could not delete your history. Please try again.')
              : null
          }
          onConfirm={() => deleteAll.mutate()}
        />
      </div>

      <p role="status" className="sr-only">
        {query.isSuccess
          ? empty
            ? 'No entries.'
            : `${entries.length} entries shown${query.hasNextPage ? ', more below' : ''}.`
          : ''}
      </p>

      {query.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Spinner className="size-4" /> Loading your history…
        </p>
      ) : query.isError && entries.length === 0 ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(query.error, 'Could not load your history. Please try again.')}
        </Alert>
      ) : empty ? (
        <Card className="mt-4 flex flex-col items-center gap-3 p-8 text-center">
          <HistoryIcon className="size-8 text-slate-400" aria-hidden="true" />
          {filtered ? (
            <>
              <p className="text-slate-700 dark:text-slate-200">No entries match your search and filters.</p>
              <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            </>
          ) : (
            <>
              <p className="text-slate-700 dark:text-slate-200">
                Nothing here yet. Prompts you transform or compare are saved here automatically.
              </p>
              <div className="flex flex-wrap justify-center gap-3">
                <Link to="/playground" className="font-medium text-brand-700 underline dark:text-brand-100">
                  Open the Playground
                </Link>
                <Link to="/compare" className="font-medium text-brand-700 underline dark:text-brand-100">
                  Compare assistants
                </Link>
              </div>
            </>
          )}
        </Card>
      ) : (
        <>
          <ul ref={listRef} className="mt-4 flex flex-col gap-3" aria-label="History entries">
            {entries.map((entry) => (
              <li key={entry.id}>
                <HistoryItem
                  entry={entry}
                  onRerun={rerun}
                  onDelete={(e) => {
                    deleteOne.reset();
                    setPendingDelete(e);
                  }}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="mt-4 flex min-h-10 flex-col items-center gap-2">
            {query.isFetchNextPageError && (
              <Alert tone="error">
                {errorMessage(query.error, 'Could not load more entries. Please try again.')}
              </Alert>
            )}
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading more…' : 'Load more'}
              </Button>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">That is everything.</p>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Delete this entry?"
        description={
          <>
            “{pendingDelete ? entryTitle(pendingDelete.prompt) : ''}” and its results are removed from our
            database. This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={deleteOne.isPending}
        error={
          deleteOne.error
            ? errorMessage(deleteOne.error, 'Could not delete the entry. Please try again.')
            : null
        }
        onConfirm={() => pendingDelete && deleteOne.mutate(pendingDelete.id)}
      />
    </Page>
  );
}
