import type { AssistantKey, CompareResultItem } from '@promptsmith/contract';
import { ASSISTANTS } from '@promptsmith/contract';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { CHAT_APPS } from '@/components/result/open-in';
import { ResultEditor } from '@/components/result/result-editor';
import { EditedNote, OpenInLinks } from '@/components/result/result-tools';
import { useEditableText } from '@/components/result/use-editable-text';
import { usePlainText } from '@/components/result/use-plain-text';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { EngineBadge } from '@/components/ui/engine-badge';
import { cn } from '@/lib/cn';
import { MARK_LABELS, type Mark } from '../lib/marks';

// aria-pressed variants come after the variant's plain background in the stylesheet, so they win
// over it (two plain bg-* classes on one element would be decided by stylesheet order instead).
const PRESSED = 'aria-pressed:font-semibold aria-pressed:ring-1';
const PRESSED_BEST =
  'aria-pressed:border-emerald-600 aria-pressed:bg-emerald-100 aria-pressed:text-emerald-900 aria-pressed:ring-emerald-600 aria-pressed:hover:bg-emerald-200 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-800 dark:aria-pressed:text-white dark:aria-pressed:ring-emerald-400 dark:aria-pressed:hover:bg-emerald-700';
const PRESSED_NEEDS_WORK =
  'aria-pressed:border-amber-600 aria-pressed:bg-amber-100 aria-pressed:text-amber-950 aria-pressed:ring-amber-600 aria-pressed:hover:bg-amber-200 dark:aria-pressed:border-amber-400 dark:aria-pressed:bg-amber-800 dark:aria-pressed:text-white dark:aria-pressed:ring-amber-400 dark:aria-pressed:hover:bg-amber-700';

/**
 * One assistant's optimized prompt: streaming text while loading, then the result with Copy
 * and the Best / Needs Work marks (toggle buttons, aria-pressed). The pressed look hangs on
 * aria-pressed itself, so it cannot drift from what assistive technology is told.
 */
export function ResultCard({
  model,
  result,
  partial,
  mark,
  onMark,
}: {
  model: AssistantKey;
  result?: CompareResultItem | undefined;
  partial?: string | undefined;
  mark: Mark;
  onMark?: ((pressed: boolean) => void) | undefined;
}) {
  const info = ASSISTANTS[model];
  const headingId = useId();
  const text = result?.optimizedPrompt ?? partial ?? '';
  const loading = !result;
  // Copy and "Open in" take the text as the user edited it in place.
  const editable = useEditableText(result?.optimizedPrompt ?? '', result);
  const [plain] = usePlainText();
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className="flex min-w-0 flex-col border-t-4 p-4"
      style={{ borderTopColor: info.color }}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <AssistantIcon assistant={model} className="size-8 text-xs" />
          <div className="min-w-0">
            <h3 id={headingId} className="truncate font-semibold">
              {info.name}
            </h3>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{info.modelLabel}</p>
          </div>
        </div>
        {mark !== null && (
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
              mark
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
            )}
          >
            {mark ? MARK_LABELS.best : MARK_LABELS.needsWork}
          </span>
        )}
      </div>
      <div className="mt-2 flex min-h-8 flex-wrap items-center gap-2">
        {result && <EngineBadge engine={result.engine} provider={result.provider} />}
      </div>
      {result?.notice && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{result.notice}</p>}
      <div
        tabIndex={0}
        role="region"
        aria-label={`${info.name} optimized prompt`}
        className="mt-3 min-h-40 max-h-[400px] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700 dark:bg-slate-950"
      >
        {text ? (
          <ResultEditor
            testId={`compare-output-${model}`}
            value={result ? editable.value : text}
            onChange={editable.setValue}
            plain={plain}
            streaming={loading}
            label={`${info.name} optimized prompt (editable)`}
          />
        ) : (
          <p data-testid={`compare-output-${model}`} className="text-sm text-slate-500 dark:text-slate-400">
            {loading ? `Waiting for ${info.name}…` : null}
          </p>
        )}
      </div>
      {editable.edited && <EditedNote onReset={editable.reset} className="mt-2" />}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <CopyButton text={result ? editable.value : ''} />
        <div role="group" aria-label={`Feedback for ${info.name}`} className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={mark === true}
            disabled={!result || !onMark}
            onClick={() => onMark?.(true)}
            className={cn(PRESSED, PRESSED_BEST)}
          >
            <ThumbsUp className="size-4" aria-hidden="true" />
            {MARK_LABELS.best}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={mark === false}
            disabled={!result || !onMark}
            onClick={() => onMark?.(false)}
            className={cn(PRESSED, PRESSED_NEEDS_WORK)}
          >
            <ThumbsDown className="size-4" aria-hidden="true" />
            {MARK_LABELS.needsWork}
          </Button>
        </div>
        {result && <OpenInLinks text={editable.value} apps={[CHAT_APPS[model]]} />}
      </div>
    </Card>
  );
}
