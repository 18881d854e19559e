import { ASSISTANTS, type AssistantKey } from '@promptsmith/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { chatAppsFor } from '@/components/result/open-in';
import { ResultEditor } from '@/components/result/result-editor';
import { EditedNote, OpenInLinks, PlainTextToggle } from '@/components/result/result-tools';
import { useEditableText } from '@/components/result/use-editable-text';
import { usePlainText } from '@/components/result/use-plain-text';
import { WarningsNotice } from '@/components/sharpen/warnings-notice';
import { AssistantChip } from '@/components/ui/assistant-icon';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { EngineBadge } from '@/components/ui/engine-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { TransformState } from '../api/transform';
import { OutputEmptyState, OutputSkeleton } from './output-placeholder';
import { RationaleList } from './rationale-list';

// The diff library loads with the Diff view, not with the Playground.
const DiffView = lazy(async () => ({ default: (await import('@/components/ui/diff-view')).DiffView }));

type View = 'output' | 'diff' | 'changes';

const DISABLED_TAB = 'disabled:cursor-not-allowed disabled:opacity-50';

// The spec's output box: at least 500 px tall so results arrive without moving the page, at
// most 650 px, scrolling beyond. Every view shares it. `relative` keeps the screen-reader-only
// text of a long diff (absolutely positioned) inside the scrolling box instead of stretching
// the page below the footer.
const BOX =
  'relative mt-3 min-h-[500px] max-h-[650px] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700 dark:bg-slate-950';

/** The read-only output with Copy, the engine badge, and the diff and 'What changed' views. */
export function ResultPanel({ state, target }: { state: TransformState; target: AssistantKey }) {
  const result = state.status === 'success' ? state.result : null;
  // The chosen view belongs to one result: a new run or a reopened entry starts on the output.
  const [chosen, setChosen] = useState<{ view: View; of: typeof result }>({ view: 'output', of: null });
  const view = result && chosen.of === result ? chosen.view : 'output';
  // What Copy and "Open in" take: the result as the user edited it in place.
  const editable = useEditableText(result?.optimizedPrompt ?? '', result);
  const [plain, setPlain] = usePlainText();

  // A finished run moves focus (and, on a phone, the page) to the result: keyboard and screen
  // reader users land on what they asked for instead of the button they pressed.
  const heading = useRef<HTMLHeadingElement>(null);
  const wasLoading = useRef(false);
  useEffect(() => {
    if (wasLoading.current && state.status === 'success') heading.current?.focus();
    wasLoading.current = state.status === 'loading';
  }, [state.status]);

  const text =
    state.status === 'success'
      ? state.result.optimizedPrompt
      : state.status === 'loading'
        ? state.partial
        : '';

  return (
    <Card className="flex min-w-0 flex-col p-4 sm:p-5" data-testid="result-panel">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 ref={heading} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold">
          Optimized prompt
        </h2>
        <CopyButton text={result ? editable.value : ''} />
      </div>
      {/* The assistant it is for shows from the start, so the engine badge arrives without
          pushing the output down. */}
      <div className="mt-2 flex min-h-6 flex-wrap items-center gap-2">
        <AssistantChip assistant={result?.model ?? target} />
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {ASSISTANTS[result?.model ?? target].modelLabel}
        </span>
        {result ? (
          <EngineBadge engine={result.engine} provider={result.provider} />
        ) : (
          state.status === 'loading' && <Skeleton className="h-5 w-28" />
        )}
      </div>
      {result?.notice && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{result.notice}</p>}
      {result && <WarningsNotice warnings={result.warnings} className="mt-2" />}
      <Tabs value={view} onValueChange={(v) => setChosen({ view: v as View, of: result })} className="mt-3">
        <TabsList aria-label="Result views">
          <TabsTrigger value="output">Output</TabsTrigger>
          <TabsTrigger value="diff" disabled={!result} className={DISABLED_TAB}>
            Diff
          </TabsTrigger>
          <TabsTrigger value="changes" disabled={!result} className={DISABLED_TAB}>
            What changed{result ? ` (${result.rationale.length})` : ''}
          </TabsTrigger>
        </TabsList>
        <TabsContent
          value="output"
          className={BOX}

          aria-busy={state.status === 'loading'}
        >
          {text ? (
            <ResultEditor
              testId="optimized-output"
              value={result ? editable.value : text}
              onChange={editable.setValue}
              plain={plain}
              streaming={state.status === 'loading'}
              label={
                result
                  ? `Optimized prompt for ${ASSISTANTS[result.model].name} (editable)`
                  : 'Optimized prompt'
              }
            />
          ) : (
            <>{state.status === 'loading' ? <OutputSkeleton /> : <OutputEmptyState />}</>
          )}
        </TabsContent>
        <TabsContent value="diff" className={BOX}>
          {result && (
            <>
              <h3 className="sr-only">
                Changes from your prompt to the optimized prompt for {ASSISTANTS[result.model].name}
              </h3>
              <Suspense
                fallback={<p className="text-sm text-slate-500 dark:text-slate-400">Loading the diff…</p>}
              >
                <DiffView before={result.original} after={result.optimizedPrompt} />
              </Suspense>
            </>
          )}
        </TabsContent>
        <TabsContent value="changes" className={BOX}>
          {result && (
            <>
              <h3 className="mb-3 text-sm font-semibold">What changed and why</h3>
              <RationaleList items={result.rationale} />
            </>
          )}
        </TabsContent>
      </Tabs>
      {result && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <PlainTextToggle plain={plain} onChange={setPlain} />
            {editable.edited && <EditedNote onReset={editable.reset} />}
          </div>
          <OpenInLinks text={editable.value} apps={chatAppsFor(result.model)} />
        </div>
      )}
    </Card>
  );
}
