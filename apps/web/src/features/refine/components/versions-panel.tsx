import type { AssistantKey, HistoryVersion } from '@promptsmith/contract';
import { History, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useRestoreVersion, useVersions } from '../api/versions';
import { versionLabel } from '../lib/version-label';

// The diff library loads with the first version diff, as on the Playground's Diff tab.
const DiffView = lazy(async () => ({ default: (await import('@/components/ui/diff-view')).DiffView }));

/** The versions of one result: which is current, a diff between any two, and Restore. */
export function VersionsPanel({
  historyId,
  model,
  shown,
  onRestored,
  inCard = false,
}: {
  historyId: string;
  model: AssistantKey;
  /** The text the result panel shows now. */
  shown: string;
  onRestored: (version: HistoryVersion) => void;
  /** Inside a Compare card: an h4 under the card's h3, and the two version pickers stacked. */
  inCard?: boolean;
}) {
  const headingId = useId();
  const Heading = inCard ? 'h4' : 'h3';
  const { data, error, isPending } = useVersions(historyId, model);
  // A reopened entry shows its first result; once the versions arrive, show the current one.
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current || !data) return;
    synced.current = true;
    const latest = data.versions.at(-1);
    if (latest && latest.optimizedPrompt !== shown) onRestored(latest);
  }, [data, shown, onRestored]);
  const restore = useRestoreVersion({ onSuccess: (response) => onRestored(response.version) });
  // Unset means "the newest two": a new version moves the comparison along with it.
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});

  if (isPending) return <p className="text-sm text-slate-500 dark:text-slate-400">Loading versions…</p>;
  if (error) return <Alert tone="error">{errorMessage(error, 'The versions could not be loaded.')}</Alert>;
  const versions = data.versions;
  const current = versions.at(-1)!;
  const to = versions.find((v) => v.number === picked.to) ?? current;
  const from = versions.find((v) => v.number === picked.from) ?? versions.at(-2) ?? current;
  const options = versions.map((v) => ({ value: String(v.number), label: versionLabel(v) }));

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <History className="size-4" aria-hidden="true" />
        Versions ({versions.length})
      </Heading>
      <ol aria-label="Versions" className="flex flex-col gap-1.5">
        {[...versions].reverse().map((v) => (
          <li
            key={v.number}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
          >
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="font-medium">{versionLabel(v)}</span>
              {/* Only a model's version is named: the result's own badge already says which engine made it. */}
              {v.engine === 'llm' && (
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  by {v.provider ?? 'a model'}
                </span>
              )}
              {v === current && (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                  Current
                </span>
              )}
            </span>
            {v !== current && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Restore version ${v.number}`}
                loading={restore.isPending && restore.variables?.number === v.number}
                onClick={() => restore.mutate({ historyId, model, number: v.number })}
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
      {restore.error && (
        <Alert tone="error">{errorMessage(restore.error, 'The version could not be restored.')}</Alert>
      )}
      {versions.length > 1 && (
        <div className="flex flex-col gap-3">
          <div className={inCard ? 'grid gap-3' : 'grid gap-3 sm:grid-cols-2'}>
            <Field label="Compare">
              {(control) => (
                <Select
                  id={control.id}
                  value={String(from.number)}
                  onValueChange={(v) => setPicked((p) => ({ ...p, from: Number(v) }))}
                  options={options}
                />
              )}
            </Field>
            <Field label="with">
              {(control) => (
                <Select
                  id={control.id}
                  value={String(to.number)}
                  onValueChange={(v) => setPicked((p) => ({ ...p, to: Number(v) }))}
                  options={options}
                />
              )}
            </Field>
          </div>
          <div className="max-h-[500px] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950">
            <Suspense
              fallback={<p className="text-sm text-slate-500 dark:text-slate-400">Loading the diff…</p>}
            >
              <DiffView
                before={from.optimizedPrompt}
                after={to.optimizedPrompt}
                beforeLabel={`Version ${from.number}`}
                afterLabel={`Version ${to.number}`}
              />
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
