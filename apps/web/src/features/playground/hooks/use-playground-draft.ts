import { type AssistantKey } from '@promptsmith/contract';
import { useCallback } from 'react';
import { DRAFT_KEYS, parsePlaygroundDraft, type PlaygroundDraft } from '@/lib/drafts';
import { useDraft } from '@/lib/use-draft';

const DEFAULT_MODEL: AssistantKey = 'gpt';

/**
 * Where the Playground starts: the tab's draft, unless the URL brings a different template
 * (a template chosen on /templates replaces the draft; a reload keeps the fields filled in).
 */
export function startingDraft(saved: PlaygroundDraft | null, template: string | null): PlaygroundDraft {
  if (template !== null && saved?.template !== template) {
    return { prompt: template, model: saved?.model ?? DEFAULT_MODEL, fill: null, template };
  }
  return saved ?? { prompt: '', model: DEFAULT_MODEL, fill: null, template: null };
}

/** The Playground's prompt, assistant and template fields, kept as this tab's draft. */
export function usePlaygroundDraft(template: string | null) {
  const [draft, setDraft] = useDraft(DRAFT_KEYS.playground, parsePlaygroundDraft, (saved) =>
    startingDraft(saved, template),
  );
  const setPrompt = useCallback((prompt: string) => setDraft((d) => ({ ...d, prompt })), [setDraft]);
  const setModel = useCallback((model: AssistantKey) => setDraft((d) => ({ ...d, model })), [setDraft]);
  const setFill = useCallback(
    (fill: PlaygroundDraft['fill']) => setDraft((d) => ({ ...d, fill })),
    [setDraft],
  );
  /** A new ?template= on the same screen (back/forward): it becomes the prompt. */
  const applyTemplate = useCallback(
    (next: string) => setDraft((d) => ({ ...d, prompt: next, fill: null, template: next })),
    [setDraft],
  );
  return { ...draft, setPrompt, setModel, setFill, applyTemplate };
}
