import type { Answers, HistoryEntry } from '@promptsmith/contract';
import {
  ASSISTANT_LIST,
  ASSISTANTS,
  extractPlaceholders,
  fillPlaceholders,
  MESSAGES,
} from '@promptsmith/contract';
import { Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PromptForm } from '@/components/forms/prompt-form';
import { SharpenPanel } from '@/components/sharpen/sharpen-panel';
import { Alert } from '@/components/ui/alert';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Select } from '@/components/ui/select';
import { useRunOnArrival } from '@/lib/run-on-arrival';
import { type TransformResult, useTransform } from './api/transform';
import { PlaceholderForm } from './components/placeholder-form';
import { ResultPanel } from './components/result-panel';
import { usePlaygroundDraft } from './hooks/use-playground-draft';

const TARGET_OPTIONS = ASSISTANT_LIST.map((assistant) => ({
  value: assistant.key,
  label: assistant.name,
  // The model label the same way on the Playground and Compare: muted, after the name.
  hint: assistant.modelLabel,
  icon: <AssistantIcon assistant={assistant.key} />,
}));

/** What the page hands the history panel: reopen an entry, and which one is open. */
export interface HistoryPanelProps {
  onOpen: (entry: HistoryEntry) => void;
  activeId: string | null;
}

/** What the page hands the tools under a saved result (Refine, Save as template). */
export interface ResultToolsProps {
  historyId: string;
  result: Pick<TransformResult, 'model' | 'optimizedPrompt' | 'original'>;
  /** Show another version of this result (a refinement or a restore) as the result. */
  onVersion: (
    version: Pick<TransformResult, 'optimizedPrompt' | 'engine' | 'provider'>,
    notice?: string,
  ) => void;
}

/**
 * The signed-in user's history belongs to another feature, so app/ passes the panel in
 * (`historyPanel`; for a visitor, an invitation to sign up) and hears when a result was saved
 * to it (`onSaved`).
 */
export default function PlaygroundPage({
  historyPanel,
  onSaved,
  resultExtra,
  resultTools,
}: {
  historyPanel?: (props: HistoryPanelProps) => ReactNode;
  onSaved?: (historyId: string) => void;
  /** Under a finished result, e.g. "Run both" (the evaluation feature, via app/). */
  resultExtra?: (result: TransformResult) => ReactNode;
  /** Under a saved result, e.g. Refine and Save as template (via app/). */
  resultTools?: (props: ResultToolsProps) => ReactNode;
}) {
  const [params] = useSearchParams();
  const template = params.get('template');
  // The prompt, assistant and template fields survive navigation and reload (this tab's draft).
  const { prompt, setPrompt, model, setModel, fill, setFill, applyTemplate } = usePlaygroundDraft(template);
  const [validation, setValidation] = useState<string | null>(null);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // The result a "Sharpen it" re-run started from: its panel stays (busy, then on error) until
  // the sharpened result replaces it.
  const [sharpenedFrom, setSharpenedFrom] = useState<TransformResult | null>(null);
  const { state, run, clear, show } = useTransform();
  // While placeholder fields are being filled, `fill.source` is the prompt with its
  // [PLACEHOLDERS] intact and the prompt box shows it filled in with `fill.values`, live.
  const placeholders = useMemo(() => extractPlaceholders(fill?.source ?? prompt), [fill, prompt]);
  const loading = state.status === 'loading';

  // A later ?template= on the same screen (e.g. browser back/forward) replaces the prompt.
  const lastTemplate = useRef(template);
  useEffect(() => {
    if (template !== null && template !== lastTemplate.current) {
      applyTemplate(template);
      clear();
    }
    lastTemplate.current = template;
  }, [template, clear, applyTemplate]);

  const result = state.status === 'success' ? state.result : null;
  const panelFrom = result ?? (state.status === 'idle' ? null : sharpenedFrom);
  const unanswered = panelFrom?.questions.filter((q) => !(q.id in panelFrom.answers)) ?? [];

  const edit = (next: string) => {
    // Typing in the prompt itself keeps what the fields filled in; the fields start over from it.
    setFill(null);
    setPrompt(next);
    setValidation(null);
    setOpenedId(null);
    setSharpenedFrom(null);
    // The spec: editing the input clears the previous result.
    clear();
  };

  const fillIn = (name: string, value: string) => {
    const source = fill?.source ?? prompt;
    const values = { ...fill?.values, [name]: value };
    setFill({ source, values });
    setPrompt(fillPlaceholders(source, values));
    setValidation(null);
    setOpenedId(null);
    setSharpenedFrom(null);
    clear();
  };

  const submit = async () => {
    setCancelled(false);
    setValidation(null);
    setOpenedId(null);
    setSharpenedFrom(null);
    const done = await run(prompt, model);
    if (done?.historyId) onSaved?.(done.historyId);
  };

  // History's "Re-run" opens the Playground on its prompt and runs it.
  useRunOnArrival(() => void submit());

  /** The same optimization again (prompt and assistant of the result), earlier answers kept. */
  const sharpen = async (fresh: Answers) => {
    if (!panelFrom) return;
    setCancelled(false);
    setSharpenedFrom(panelFrom);
    setOpenedId(null);
    const done = await run(panelFrom.original, panelFrom.model, { ...panelFrom.answers, ...fresh });
    if (done?.historyId) onSaved?.(done.historyId);
  };

  const reopen = (entry: HistoryEntry) => {
    const saved = entry.results[0];
    if (!saved) return;
    setPrompt(entry.prompt);
    setFill(null);
    setModel(saved.model);
    setValidation(null);
    setOpenedId(entry.id);
    setSharpenedFrom(null);
    show({
      original: entry.prompt,
      optimizedPrompt: saved.optimizedPrompt,
      model: saved.model,
      engine: saved.engine,
      provider: saved.provider,
      notice: saved.notice,
      rationale: saved.rationale,
      // History keeps the prompt, not the questions: a reopened result has nothing to sharpen.
      questions: [],
      warnings: [],
      answers: {},
      historyId: entry.id,
    });
  };

  const showVersion: ResultToolsProps['onVersion'] = (version, notice) => {
    if (!result) return;
    // A refined version has nothing left to sharpen: answering would start over from the rough prompt.
    show({ ...result, ...version, notice, questions: [], warnings: [] });
  };

  /** Stops the run in flight (the request is aborted; the server stops its work) and keeps the prompt. */
  const cancel = () => {
    setSharpenedFrom(null);
    setCancelled(true);
    clear();
  };

  const announcement =
    validation ??
    (cancelled && state.status === 'idle'
      ? 'Cancelled. Your prompt is unchanged.'
      : state.status === 'loading'
        ? 'Optimizing your prompt...'
        : state.status === 'success'
          ? `${openedId ? 'Reopened the saved' : 'The'} optimized prompt for ${ASSISTANTS[state.result.model].name} is ready.`
          : '');

  return (
    <Page
      title="Prompt Playground"
      lead="Turn a rough idea into a prompt tuned for the assistant you use."
      width="wide"
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* On wide screens the result spans both rows; the second row is flexible, so a tall result
          leaves the history right under the form instead of pushing it down. On a phone: form,
          result, history. */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
          <Card className="p-4 sm:p-5">
            <PromptForm
              prompt={prompt}
              onPromptChange={edit}
              error={validation}
              onError={setValidation}
              emptyMessage={MESSAGES.promptRequired}
              onSubmit={() => void submit()}
              busy={loading}
              onCancel={cancel}
              action="transform"
              submitLabel="Transform Prompt"
              busyLabel="Optimizing your prompt..."
              icon={<Sparkles className="size-4" aria-hidden="true" />}
              rows={9}
              placeholder="e.g. write a blog post about remote work for new managers"
              textareaClassName="min-h-48"
            >
              {placeholders.length > 0 && (
                <PlaceholderForm
                  placeholders={placeholders}
                  values={fill?.values ?? {}}
                  disabled={loading}
                  onChange={fillIn}
                />
              )}
              <Field label="Target assistant">
                {(control) => (
                  <Select
                    id={control.id}
                    aria-describedby={control['aria-describedby']}
                    value={model}
                    onValueChange={setModel}
                    options={TARGET_OPTIONS}
                  />
                )}
              </Field>
            </PromptForm>
          </Card>
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ResultPanel state={state} target={loading && sharpenedFrom ? sharpenedFrom.model : model} />
          {result && resultExtra && <div className="mt-4">{resultExtra(result)}</div>}
          {panelFrom && unanswered.length > 0 && (
            <div className="mt-4">
              <SharpenPanel
                // A new result (new answers) starts a clean panel; a busy or failed sharpen keeps the choices.
                key={`${panelFrom.model}:${JSON.stringify(panelFrom.answers)}`}
                questions={unanswered}
                busy={loading}
                onSharpen={(answers) => void sharpen(answers)}
              />
            </div>
          )}
          {result?.historyId && resultTools && (
            <div className="mt-4 flex flex-col gap-4">
              {resultTools({ historyId: result.historyId, result, onVersion: showVersion })}
            </div>
          )}
        </div>
        {historyPanel && (
          <div className="min-w-0 lg:col-start-1">{historyPanel({ onOpen: reopen, activeId: openedId })}</div>
        )}
      </div>
    </Page>
  );
}
