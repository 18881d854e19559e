import type { Answers, AssistantKey, CompareResultItem } from '@promptsmith/contract';
import { ASSISTANT_LIST, ASSISTANTS, MESSAGES } from '@promptsmith/contract';
import { GitCompareArrows } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PromptForm } from '@/components/forms/prompt-form';
import { PlainTextToggle } from '@/components/result/result-tools';
import { usePlainText } from '@/components/result/use-plain-text';
import { SharpenPanel } from '@/components/sharpen/sharpen-panel';
import { WarningsNotice } from '@/components/sharpen/warnings-notice';
import { Alert } from '@/components/ui/alert';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Card } from '@/components/ui/card';
import { MultiSelect } from '@/components/ui/multi-select';
import { Page } from '@/components/ui/page';
import { errorMessage } from '@/lib/api-client';
import { useRunOnArrival } from '@/lib/run-on-arrival';
import { type CompareState, useCompare } from './api/compare';
import { ResultCard } from './components/result-card';
import { useCompareDraft } from './hooks/use-compare-draft';
import { MARK_LABELS, type MarkChange, type Marks, pressMark } from './lib/marks';

const OPTIONS = ASSISTANT_LIST.map((assistant) => ({
  value: assistant.key,
  label: assistant.name,
  // The model label the same way on the Playground and Compare: muted, after the name.
  hint: assistant.modelLabel,
  icon: <AssistantIcon assistant={assistant.key} className="size-5 text-[9px]" />,
}));

const listNames = (models: readonly AssistantKey[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(models.map((m) => ASSISTANTS[m].name));

/** Saves marks on the comparison's history entry, in one request (the history feature, via app/). */
export type SaveMark = (historyId: string, changes: MarkChange[]) => Promise<unknown>;

export type Compared = Extract<CompareState, { status: 'success' }>;

/** What a card's extra (e.g. Run, the judge's suggestion) gets: its result and its mark. */
export interface CardExtraProps {
  model: AssistantKey;
  result: CompareResultItem;
  /** The comparison this card belongs to: the same object for every card of one comparison. */
  comparison: Compared;
  mark: boolean | null;
  onMark: (pressed: boolean) => void;
}

/** A card's refined (or restored) version, shown in place of the comparison's first result. */
export type CardVersion = Pick<CompareResultItem, 'optimizedPrompt' | 'engine' | 'provider'>;

/** What the tools under a saved card (Refine) get: the card's current text and how to replace it. */
export interface CardToolsProps {
  historyId: string;
  model: AssistantKey;
  /** The card's result as shown now (its current version). */
  result: CompareResultItem;
  comparison: Compared;
  /** Show another version of this card's prompt (a refinement or a restore). */
  onVersion: (version: CardVersion & { number: number }, notice?: string) => void;
}

export default function ComparePage({
  saveMark,
  cardExtra,
  resultsExtra,
  cardTools,
}: {
  saveMark?: SaveMark;
  /** Inside each finished card (the evaluation feature, via app/). */
  cardExtra?: (props: CardExtraProps) => ReactNode;
  /** Above the finished cards, e.g. the judge bar. */
  resultsExtra?: (comparison: Compared) => ReactNode;
  /** Under a saved card (the comparison is in the history), e.g. Refine (via app/). */
  cardTools?: (props: CardToolsProps) => ReactNode;
}) {
  // The prompt and assistants survive navigation and reload (this tab's draft).
  const { prompt, setPrompt, models, setModels } = useCompareDraft();
  const [validation, setValidation] = useState<string | null>(null);
  const [marks, setMarks] = useState<Marks>({});
  const [markNote, setMarkNote] = useState('');
  const [markError, setMarkError] = useState<string | null>(null);
  // The comparison a "Sharpen it" re-run started from: its panel stays (busy, then on error)
  // until the sharpened comparison replaces it.
  const [sharpenedFrom, setSharpenedFrom] = useState<Compared | null>(null);
  const { state, run, clear } = useCompare();
  // Each card's current version, for the comparison they were made on: a new comparison shows
  // its own first results without anyone resetting this.
  const [versions, setVersions] = useState<{
    of: Compared | null;
    byModel: Partial<Record<AssistantKey, CardVersion & { notice?: string }>>;
  }>({ of: null, byModel: {} });
  const [plain, setPlain] = usePlainText();
  const loading = state.status === 'loading';
  const panelFrom = state.status === 'success' ? state : state.status === 'idle' ? null : sharpenedFrom;
  // Questions come from the one analysis of the prompt: the same on every result.
  const first = panelFrom?.results[0];
  const unanswered = first?.questions.filter((q) => panelFrom && !(q.id in panelFrom.answers)) ?? [];

  const resetMarks = () => {
    setMarks({});
    setMarkNote('');
    setMarkError(null);
  };

  const edit = (next: string) => {
    setPrompt(next);
    setValidation(null);
    setSharpenedFrom(null);
    // The spec: editing the prompt clears the results and the feedback marks.
    resetMarks();
    clear();
  };

  const submit = async () => {
    if (models.length === 0) return;
    setValidation(null);
    setSharpenedFrom(null);
    resetMarks();
    // Results come back in the catalog's order whatever order the chips were pressed in.
    await run(
      prompt,
      ASSISTANT_LIST.map((a) => a.key).filter((key) => models.includes(key)),
    );
  };

  // History's "Re-run" opens Compare on its prompt and assistants and runs it.
  useRunOnArrival(() => void submit());

  /** The same comparison again (prompt and assistants of the results), earlier answers kept. */
  const sharpen = async (fresh: Answers) => {
    if (!panelFrom) return;
    setSharpenedFrom(panelFrom);
    resetMarks();
    await run(panelFrom.prompt, panelFrom.models, { ...panelFrom.answers, ...fresh });
  };

  const mark = async (model: AssistantKey, pressed: boolean) => {
    if (state.status !== 'success') return;
    const previous = marks;
    const { marks: updated, changes } = pressMark(marks, model, pressed);
    const next = updated[model] ?? null;
    setMarks(updated);
    setMarkError(null);
    const name = ASSISTANTS[model].name;
    setMarkNote(
      next === null
        ? `Removed the mark from ${name}.`
        : `Marked ${name} as ${next ? MARK_LABELS.best : MARK_LABELS.needsWork}.`,
    );
    if (!state.historyId || !saveMark) return;
    try {
      await saveMark(state.historyId, changes);
    } catch (error) {
      // Undo this press only if nothing was pressed since.
      setMarks((current) => (current[model] === next ? previous : current));
      setMarkError(errorMessage(error, `Could not save your mark for ${name}. Please try again.`));
    }
  };

  /** The result a card shows: its latest refinement or restore, else the comparison's own. */
  const current = (result: CompareResultItem): CompareResultItem => {
    const version =
      state.status === 'success' && versions.of === state ? versions.byModel[result.model] : undefined;
    if (!version) return result;
    // The first result's provider and notice say nothing about this version.
    const shown: CompareResultItem = {
      ...result,
      optimizedPrompt: version.optimizedPrompt,
      engine: version.engine,
    };
    delete shown.provider;
    delete shown.notice;
    if (version.provider) shown.provider = version.provider;
    if (version.notice) shown.notice = version.notice;
    return shown;
  };

  const showVersion =
    (comparison: Compared, model: AssistantKey): CardToolsProps['onVersion'] =>
    ({ number, optimizedPrompt, engine, provider }, notice) => {
      setVersions((v) => ({
        of: comparison,
        byModel: {
          ...(v.of === comparison ? v.byModel : {}),
          [model]: { optimizedPrompt, engine, provider, ...(notice ? { notice } : {}) },
        },
      }));
      setMarkNote(`${ASSISTANTS[model].name} now shows version ${number} of its prompt.`);
    };

  const cards =
    state.status === 'loading'
      ? state.models.map((model) => ({ model, result: undefined, partial: state.partials[model] }))
      : state.status === 'success'
        ? state.results.map((result) => ({
            model: result.model,
            result: current(result),
            partial: undefined,
          }))
        : [];

  const announcement =
    validation ??
    (state.status === 'loading'
      ? 'Comparing across assistants...'
      : state.status === 'success'
        ? markNote || `Optimized prompts are ready for ${listNames(state.results.map((r) => r.model))}.`
        : '');

  return (
    <Page
      title="Compare Across Assistants"
      lead="Optimize one prompt for several assistants side by side, then mark the best."
      width="wide"
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-8 flex flex-col gap-4">
        {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
        <Card className="p-4 sm:p-5">
          <PromptForm
            prompt={prompt}
            onPromptChange={edit}
            error={validation}
            onError={setValidation}
            emptyMessage={MESSAGES.comparePromptRequired}
            onSubmit={() => void submit()}
            busy={loading}
            onCancel={() => {
              setSharpenedFrom(null);
              clear();
            }}
            ready={models.length > 0}
            action="compare"
            submitLabel="Compare Across Assistants"
            busyLabel="Comparing across assistants..."
            icon={<GitCompareArrows className="size-4" aria-hidden="true" />}
            rows={6}
            placeholder="e.g. explain how vaccines work to a 10-year-old"
            textareaClassName="min-h-32"
            buttonClassName="sm:self-start"
          >
            <div>
              <MultiSelect label="AI assistants" options={OPTIONS} value={models} onChange={setModels} />
              {models.length === 0 && (
                <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
                  {MESSAGES.assistantRequired}
                </p>
              )}
            </div>
          </PromptForm>
        </Card>
        {markError && <Alert tone="error">{markError}</Alert>}
        {state.status === 'success' && <WarningsNotice warnings={state.results[0]?.warnings ?? []} />}
        {cards.length > 0 && (
          <section aria-label="Comparison results">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">Results</h2>
              <PlainTextToggle plain={plain} onChange={setPlain} />
            </div>
            {state.status === 'success' && resultsExtra && <div className="mb-4">{resultsExtra(state)}</div>}
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {cards.map(({ model, result, partial }) => (
                <ResultCard
                  key={model}
                  model={model}
                  result={result}
                  partial={partial}
                  mark={marks[model] ?? null}
                  onMark={result ? (pressed) => void mark(model, pressed) : undefined}
                >
                  {result &&
                    state.status === 'success' &&
                    cardExtra?.({
                      model,
                      result,
                      comparison: state,
                      mark: marks[model] ?? null,
                      onMark: (pressed) => void mark(model, pressed),
                    })}
                  {result &&
                    state.status === 'success' &&
                    state.historyId &&
                    cardTools?.({
                      historyId: state.historyId,
                      model,
                      result,
                      comparison: state,
                      onVersion: showVersion(state, model),
                    })}
                </ResultCard>
              ))}
            </div>
          </section>
        )}
        {panelFrom && unanswered.length > 0 && (
          <SharpenPanel
            // A new comparison (new answers) starts a clean panel; a busy or failed sharpen keeps the choices.
            key={JSON.stringify(panelFrom.answers)}
            questions={unanswered}
            busy={loading}
            onSharpen={(answers) => void sharpen(answers)}
          />
        )}
      </div>
    </Page>
  );
}
