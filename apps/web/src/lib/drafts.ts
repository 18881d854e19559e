import { type AssistantKey, isAssistantKey } from '@promptsmith/contract';

/**
 * Unfinished work (a prompt being written, the assistants picked, template fields filled in)
 * kept in sessionStorage, so it survives navigation and reload in this tab and no other: a
 * draft is per tab, and closing the tab forgets it.
 *
 * Each draft remembers who wrote it (the user id, or null for a visitor). Another user never
 * sees it: a signed-out tab or a different account reads nothing, so a shared computer does not
 * show one person's prompt to the next. A visitor's draft is taken over by whoever signs in
 * next in that tab (the visitor who tried the Playground, then signed up). Signing out deletes
 * every draft of the tab.
 */

const PREFIX = 'promptsmith:draft:';

export const DRAFT_KEYS = { playground: 'playground', compare: 'compare' } as const;
export type DraftKey = (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS];

interface Stored {
  owner: string | null;
  value: unknown;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (some privacy modes): drafts simply do not survive a reload.
    return null;
  }
}

export const drafts = {
  /** The draft written by `owner` (or by a visitor), checked by `parse`; null when none fits. */
  read<T>(key: DraftKey, owner: string | null, parse: (value: unknown) => T | null): T | null {
    try {
      const raw = session()?.getItem(PREFIX + key);
      if (!raw) return null;
      const stored = JSON.parse(raw) as Partial<Stored>;
      if (stored.owner !== null && stored.owner !== owner) return null;
      return parse(stored.value);
    } catch {
      return null;
    }
  },

  write<K extends DraftKey>(key: K, owner: string | null, value: DraftValues[K]): void {
    try {
      session()?.setItem(PREFIX + key, JSON.stringify({ owner, value } satisfies Stored));
    } catch {
      // Quota or disabled storage: a lost draft must not break the page.
    }
  },

  /** Every draft of this tab, e.g. on sign-out. */
  clearAll(): void {
    const store = session();
    if (!store) return;
    try {
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
        (k): k is string => k?.startsWith(PREFIX) ?? false,
      );
      for (const k of keys) store.removeItem(k);
    } catch {
      // See write().
    }
  },
};

/** The Playground's draft: the prompt, the assistant, and template fields being filled in. */
export interface PlaygroundDraft {
  prompt: string;
  model: AssistantKey;
  /** While template fields are filled: the prompt with its [PLACEHOLDERS] intact and the values typed. */
  fill: { source: string; values: Record<string, string> } | null;
  /** The ?template= this draft started from; a different one in the URL replaces the draft. */
  template: string | null;
}

/** Compare's draft: the prompt and the assistants picked. */
export interface CompareDraft {
  prompt: string;
  models: AssistantKey[];
}

export interface DraftValues {
  playground: PlaygroundDraft;
  compare: CompareDraft;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isStringRecord = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

/** Drafts are our own writing, but from an older version or edited by hand: check before use. */
export function parsePlaygroundDraft(value: unknown): PlaygroundDraft | null {
  if (!isRecord(value) || typeof value.prompt !== 'string' || !isAssistantKey(value.model)) return null;
  const { fill, template } = value;
  const validFill =
    fill === null || (isRecord(fill) && typeof fill.source === 'string' && isStringRecord(fill.values));
  if (!validFill || (template !== null && typeof template !== 'string')) return null;
  return {
    prompt: value.prompt,
    model: value.model,
    fill: fill as PlaygroundDraft['fill'],
    template,
  };
}

export function parseCompareDraft(value: unknown): CompareDraft | null {
  if (!isRecord(value) || typeof value.prompt !== 'string' || !Array.isArray(value.models)) return null;
  // An assistant that left the catalog since is dropped, the rest kept.
  return { prompt: value.prompt, models: [...new Set(value.models.filter(isAssistantKey))] };
}
