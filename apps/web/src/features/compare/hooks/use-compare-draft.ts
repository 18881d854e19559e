import { type AssistantKey } from '@promptsmith/contract';
import { useCallback } from 'react';
import { type CompareDraft, DRAFT_KEYS, parseCompareDraft } from '@/lib/drafts';
import { useDraft } from '@/lib/use-draft';

const DEFAULT_MODELS: AssistantKey[] = ['gpt', 'claude', 'gemini'];

const fresh = (): CompareDraft => ({ prompt: '', models: DEFAULT_MODELS });

/** Compare's prompt and assistants, kept as this tab's draft. */
export function useCompareDraft() {
  const [draft, setDraft] = useDraft(DRAFT_KEYS.compare, parseCompareDraft, (saved) => saved ?? fresh());
  const setPrompt = useCallback((prompt: string) => setDraft((d) => ({ ...d, prompt })), [setDraft]);
  const setModels = useCallback((models: AssistantKey[]) => setDraft((d) => ({ ...d, models })), [setDraft]);
  return { ...draft, setPrompt, setModels };
}
