import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteHistoryEntry } from './api/delete-history-entry';
import { useHistoryEntry } from './api/get-history-entry';
import { SavedResult } from './components/saved-result';
import { useRerun } from './hooks/use-rerun';
import { entryTitle } from './lib/entry-title';
import { assistantNames, fullDate, KIND_LABELS } from './lib/labels';

const backLink =
  'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100';

/** /history/:id: one saved transform or comparison, to read, copy, re-run or delete. */
export default function HistoryEntryPage() {
  const { id = '' } = useParams();
  const query = useHistoryEntry(id);
  const navigate = useNavigate();
  const rerun = useRerun();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteHistoryEntry({
    onSuccess: () => {
      toast('Deleted the entry.', { tone: 'success' });
      void navigate('/history', { replace: true });
    },
  });

  if (query.isPending) {
    return (
      <Page title="History entry">
        <p className="mt-6 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Spinner className="size-4" /> Loading…
        </p>
      </Page>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title={missing ? 'Entry not found' : 'History entry'}>
        <Alert tone={missing ? 'info' : 'error'} className="mt-6">
          {missing
            ? 'This entry does not exist or was deleted.'
            : errorMessage(query.error, 'Could not load this entry. Please try again.')}
        </Alert>
        <Link to="/history" className={`${backLink} mt-4`}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to history
        </Link>
      </Page>
    );
  }

  const entry = query.data;
  const title = entryTitle(entry.prompt);
  return (
    <Page
      title={title}
      lead={
        <>
          {KIND_LABELS[entry.kind]} for {assistantNames(entry.models)} ·{' '}
          <time dateTime={entry.createdAt}>{fullDate(entry.createdAt)}</time>
        </>
      }
    >
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link to="/history" className={backLink}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to history
        </Link>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => rerun(entry)}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Re-run {entry.kind === 'compare' ? 'in Compare' : 'in the Playground'}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) remove.reset();
            }}
            trigger={
              <Button variant="ghost">
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            }
            title="Delete this entry?"
            description={<>“{title}” and its results are removed from our database. This cannot be undone.</>}
            confirmLabel="Delete"
            busy={remove.isPending}
            error={
              remove.error
                ? errorMessage(remove.error, 'Could not delete the entry. Please try again.')
                : null
            }
            onConfirm={() => remove.mutate(entry.id)}
          />
        </div>
      </div>

      <Card className="mt-6 p-4 sm:p-5">
        <section aria-labelledby="your-prompt" className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <h2 id="your-prompt" className="text-base font-semibold">
              Your prompt
            </h2>
            <CopyButton text={entry.prompt} className="ml-auto" aria-label="Copy your prompt" />
          </div>
          <p
            data-testid="saved-prompt"
            className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200"
          >
            {entry.prompt}
          </p>
        </section>
      </Card>

      <div className={entry.results.length > 1 ? 'mt-6 grid gap-4 lg:grid-cols-2' : 'mt-6'}>
        {entry.results.map((result) => (
          <SavedResult key={result.model} result={result} />
        ))}
      </div>
    </Page>
  );
}
