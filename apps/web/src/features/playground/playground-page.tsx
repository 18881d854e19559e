import type { AssistantKey, HistoryEntry } from '@promptsmith/contract';
import { ASSISTANT_LIST, ASSISTANTS, LIMITS, MESSAGES } from '@promptsmith/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PromptTextarea } from '@/components/forms/prompt-textarea';
import { Alert } from '@/components/ui/alert';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Select } from '@/components/ui/select';
import { useSession } from '@/lib/session';
import { RECENT_HISTORY_KEY } from './api/history';
import { PlaceholderForm } from './components/placeholder-form';
import { RecentHistory } from './components/recent-history';
import { ResultPanel } from './components/result-panel';
import { useTransform } from './hooks/use-transform';
import { extractPlaceholders, fillPlaceholders } from './lib/placeholders';

const TARGET_OPTIONS = ASSISTANT_LIST.map((assistant) => ({
  value: assistant.key,
  label: assistant.name,
  icon: <AssistantIcon assistant={assistant.key} />,
}));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export default function PlaygroundPage() {
  const [params] = useSearchParams();
  const template = params.get('template');
  const [prompt, setPrompt] = useState(template ?? '');
  const [model, setModel] = useState<AssistantKey>('gpt');
  const [validation, setValidation] = useState<string | null>(null);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const { state, run, clear, show } = useTransform();
  const { status } = useSession();
  const queryClient = useQueryClient();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const placeholders = useMemo(() => extractPlaceholders(prompt), [prompt]);
  const loading = state.status === 'loading';

  // A later ?template= on the same screen (e.g. browser back/forward) replaces the prompt.
  const lastTemplate = useRef(template);
  useEffect(() => {
    if (template !== null && template !== lastTemplate.current) {
      setPrompt(template);
      clear();
    }
    lastTemplate.current = template;
  }, [template, clear]);

  const edit = (next: string) => {
    setPrompt(next);
    setValidation(null);
    setOpenedId(null);
    // The spec: editing the input clears the previous result.
    clear();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (loading) return;
    if (!prompt.trim()) {
      setValidation(MESSAGES.promptRequired);
      textarea.current?.focus();
      return;
    }
    setValidation(null);
    setOpenedId(null);
    const result = await run(prompt, model);
    if (result && status === 'authenticated') {
      void queryClient.invalidateQueries({ queryKey: RECENT_HISTORY_KEY });
    }
  };

  const reopen = (entry: HistoryEntry) => {
    const saved = entry.results[0];
    if (!saved) return;
    setPrompt(entry.prompt);
    setModel(saved.model);
    setValidation(null);
    setOpenedId(entry.id);
    show({
      original: entry.prompt,
      optimizedPrompt: saved.optimizedPrompt,
      model: saved.model,
      engine: saved.engine,
      provider: saved.provider,
      notice: saved.notice,
      rationale: saved.rationale,
    });
  };

  const announcement =
    validation ??
    (state.status === 'loading'
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
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
          <Card className="p-4 sm:p-5">
            <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
              <Field
                label="Your prompt"
                error={validation}
                hint={
                  <span className="flex flex-wrap justify-between gap-2">
                    <span>Press {isMac ? '⌘' : 'Ctrl'}+Enter to transform.</span>
                    <span>
                      {prompt.length.toLocaleString('en-US')} /{' '}
                      {LIMITS.promptMaxChars.toLocaleString('en-US')}
                    </span>
                  </span>
                }
              >
                {(control) => (
                  <PromptTextarea
                    {...control}
                    ref={textarea}
                    rows={9}
                    value={prompt}
                    readOnly={loading}
                    placeholder="e.g. write a blog post about remote work for new managers"
                    className="min-h-48 resize-y"
                    onValueChange={edit}
                    onSubmitShortcut={() => void submit()}
                  />
                )}
              </Field>
              {placeholders.length > 0 && (
                <PlaceholderForm
                  placeholders={placeholders}
                  disabled={loading}
                  onApply={(values) => edit(fillPlaceholders(prompt, values))}
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
              <Button type="submit" size="lg" loading={loading} disabled={prompt.length === 0}>
                {!loading && <Sparkles className="size-4" aria-hidden="true" />}
                {loading ? 'Optimizing your prompt...' : 'Transform Prompt'}
              </Button>
            </form>
          </Card>
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ResultPanel state={state} />
        </div>
        {status === 'authenticated' && (
          <div className="min-w-0 lg:col-start-1">
            <RecentHistory onOpen={reopen} activeId={openedId} />
          </div>
        )}
      </div>
    </Page>
  );
}
