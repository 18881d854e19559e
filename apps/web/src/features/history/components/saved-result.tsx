import { ASSISTANTS, type HistoryResult } from '@promptsmith/contract';
import { ThumbsDown, Trophy } from 'lucide-react';
import { useId } from 'react';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { EngineBadge } from '@/components/ui/engine-badge';

/** One saved result: the optimized prompt as it was, its mark, and what changed. */
export function SavedResult({ result }: { result: HistoryResult }) {
  const headingId = useId();
  const name = ASSISTANTS[result.model].name;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <AssistantIcon assistant={result.model} />
          <h2 id={headingId} className="text-base font-semibold">
            {name}
          </h2>
          <EngineBadge engine={result.engine} provider={result.provider} />
          {result.mark === true && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
              <Trophy className="size-3.5" aria-hidden="true" /> Best
            </span>
          )}
          {result.mark === false && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
              <ThumbsDown className="size-3.5" aria-hidden="true" /> Needs Work
            </span>
          )}
          <CopyButton
            text={result.optimizedPrompt}
            className="ml-auto"
            aria-label={`Copy the prompt for ${name}`}
          />
        </div>
        {result.notice && <p className="text-sm text-slate-600 dark:text-slate-300">{result.notice}</p>}
        <pre
          data-testid="saved-output"
          className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          // Scrollable regions must be reachable by keyboard.
          tabIndex={0}
          aria-label={`Optimized prompt for ${name}`}
        >
          {result.optimizedPrompt}
        </pre>
        {result.rationale.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-200">
              What changed ({result.rationale.length})
            </summary>
            <ol className="mt-2 flex flex-col gap-2">
              {result.rationale.map((item, index) => (
                <li key={index} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <p className="font-semibold text-slate-900 dark:text-slate-100">{item.change}</p>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{item.rule}</p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Source: {item.source}</p>
                </li>
              ))}
            </ol>
          </details>
        )}
      </section>
    </Card>
  );
}
