import type { AssistantKey } from '@promptsmith/contract';
import { ASSISTANT_LIST, ASSISTANTS, LIMITS, MESSAGES } from '@promptsmith/contract';
import { GitCompareArrows } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { PromptTextarea } from '@/components/forms/prompt-textarea';
import { Alert } from '@/components/ui/alert';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { MultiSelect } from '@/components/ui/multi-select';
import { Page } from '@/components/ui/page';
import { errorMessage } from '@/lib/api-client';
import { saveMarks } from './api/marks';
import { ResultCard } from './components/result-card';
import { useCompare } from './hooks/use-compare';
import { type Mark, toggleMark } from './lib/marks';

const DEFAULT_MODELS: AssistantKey[] = ['gpt', 'claude', 'gemini'];

const OPTIONS = ASSISTANT_LIST.map((assistant) => ({
  value: assistant.key,
  label: assistant.name,
  icon: <AssistantIcon assistant={assistant.key} className="size-5 text-[9px]" />,
}));

const listNames = (models: readonly AssistantKey[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(models.map((m) => ASSISTANTS[m].name));

export default function ComparePage() {
  const [prompt, setPrompt] = useState('');
  const [models, setModels] = useState<AssistantKey[]>(DEFAULT_MODELS);
  const [validation, setValidation] = useState<string | null>(null);
  const [marks, setMarks] = useState<Partial<Record<AssistantKey, Mark>>>({});
  const [markNote, setMarkNote] = useState('');
  const [markError, setMarkError] = useState<string | null>(null);
  const { state, run, clear } = useCompare();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const loading = state.status === 'loading';

  const edit = (next: string) => {
    setPrompt(next);
    setValidation(null);
    // The spec: editing the prompt clears the results and the feedback marks.
    setMarks({});
    setMarkNote('');
    setMarkError(null);
    clear();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (loading) return;
    if (!prompt.trim()) {
      setValidation(MESSAGES.comparePromptRequired);
      textarea.current?.focus();
      return;
    }
    if (models.length === 0) return;
    setValidation(null);
    setMarks({});
    setMarkNote('');
    setMarkError(null);
    // Results come back in the catalog's order whatever order the chips were pressed in.
    await run(
      prompt,
      ASSISTANT_LIST.map((a) => a.key).filter((key) => models.includes(key)),
    );
  };

  const mark = async (model: AssistantKey, pressed: boolean) => {
    if (state.status !== 'success') return;
    const previous = marks[model] ?? null;
    const next = toggleMark(previous, pressed);
    setMarks((current) => ({ ...current, [model]: next }));
    setMarkError(null);
    const name = ASSISTANTS[model].name;
    setMarkNote(
      next === null
        ? `Removed the mark from ${name}.`
        : `Marked ${name} as ${next ? 'Best Response' : 'Needs Improvement'}.`,
    );
    if (!state.historyId) return;
    try {
      await saveMarks(state.historyId, [{ model, mark: next }]);
    } catch (error) {
      setMarks((current) => (current[model] === next ? { ...current, [model]: previous } : current));
      setMarkError(errorMessage(error, `Could not save your mark for ${name}. Please try again.`));
    }
  };

  const cards =
    state.status === 'loading'
      ? state.models.map((model) => ({ model, result: undefined, partial: state.partials[model] }))
      : state.status === 'success'
        ? state.results.map((result) => ({ model: result.model, result, partial: undefined }))
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
          <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <Field
              label="Your prompt"
              error={validation}
              hint={`${prompt.length.toLocaleString('en-US')} / ${LIMITS.promptMaxChars.toLocaleString('en-US')} · Ctrl+Enter compares`}
            >
              {(control) => (
                <PromptTextarea
                  {...control}
                  ref={textarea}
                  rows={6}
                  value={prompt}
                  readOnly={loading}
                  placeholder="e.g. explain how vaccines work to a 10-year-old"
                  className="min-h-32 resize-y"
                  onValueChange={edit}
                  onSubmitShortcut={() => void submit()}
                />
              )}
            </Field>
            <div>
              <MultiSelect label="AI assistants" options={OPTIONS} value={models} onChange={setModels} />
              {models.length === 0 && (
                <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
                  {MESSAGES.assistantRequired}
                </p>
              )}
            </div>
            <Button
              type="submit"
              size="lg"
              className="sm:self-start"
              loading={loading}
              disabled={prompt.length === 0 || models.length === 0}
            >
              {!loading && <GitCompareArrows className="size-4" aria-hidden="true" />}
              {loading ? 'Comparing across assistants...' : 'Compare Across Assistants'}
            </Button>
          </form>
        </Card>
        {markError && <Alert tone="error">{markError}</Alert>}
        {cards.length > 0 && (
          <section aria-label="Comparison results">
            <h2 className="sr-only">Results</h2>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {cards.map(({ model, result, partial }) => (
                <ResultCard
                  key={model}
                  model={model}
                  result={result}
                  partial={partial}
                  mark={marks[model] ?? null}
                  onMark={result ? (pressed) => void mark(model, pressed) : undefined}
                />
              ))}
            </div>
          </section>
        )}
      </div>
    </Page>
  );
}
