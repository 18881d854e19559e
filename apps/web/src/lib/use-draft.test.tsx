import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS, drafts, parseCompareDraft, type CompareDraft } from './drafts';
import { SessionContext, type SessionValue } from './session';
import { useDraft } from './use-draft';

const EMPTY: CompareDraft = { prompt: '', models: ['gpt'] };

/** A session whose user the test can switch, as another tab signing out would. */
function sessionHarness(initial: string | null) {
  let id = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  function Wrapper({ children }: { children: ReactNode }) {
    const current = useSyncExternalStore(subscribe, () => id);
    const value = {
      status: current ? 'authenticated' : 'anonymous',
      user: current ? { id: current } : null,
    } as unknown as SessionValue;
    return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
  }
  const switchUser = (next: string | null) =>
    act(() => {
      id = next;
      for (const listener of listeners) listener();
    });
  return { Wrapper, switchUser };
}

const useCompare = () => useDraft(DRAFT_KEYS.compare, parseCompareDraft, (saved) => saved ?? EMPTY);

describe('useDraft', () => {
  it('starts from the saved draft and saves every change', () => {
    drafts.write(DRAFT_KEYS.compare, 'u1', { prompt: 'saved', models: ['claude'] });
    const { Wrapper } = sessionHarness('u1');
    const { result } = renderHook(useCompare, { wrapper: Wrapper });
    expect(result.current[0]).toEqual({ prompt: 'saved', models: ['claude'] });
    act(() => result.current[1]((d) => ({ ...d, prompt: 'saved and edited' })));
    expect(result.current[0].prompt).toBe('saved and edited');
    expect(drafts.read(DRAFT_KEYS.compare, 'u1', parseCompareDraft)?.prompt).toBe('saved and edited');
  });

  it('does not write anything just for being opened', () => {
    const { Wrapper } = sessionHarness('u1');
    renderHook(useCompare, { wrapper: Wrapper });
    expect(sessionStorage.length).toBe(0);
  });

  it('starts over when the user changes under it, and keeps the hidden draft for its owner', () => {
    const { Wrapper, switchUser } = sessionHarness('u1');
    const { result } = renderHook(useCompare, { wrapper: Wrapper });
    act(() => result.current[1]({ prompt: 'private idea', models: ['gpt'] }));
    switchUser(null);
    expect(result.current[0]).toEqual(EMPTY);
    switchUser('u2');
    expect(result.current[0]).toEqual(EMPTY);
    switchUser('u1');
    expect(result.current[0].prompt).toBe('private idea');
  });

  it("adopts a visitor's draft when the visitor signs in", () => {
    const { Wrapper, switchUser } = sessionHarness(null);
    const { result } = renderHook(useCompare, { wrapper: Wrapper });
    act(() => result.current[1]({ prompt: 'tried before signing up', models: ['gpt'] }));
    switchUser('u1');
    expect(result.current[0].prompt).toBe('tried before signing up');
    act(() => result.current[1]((d) => ({ ...d, models: ['gpt', 'claude'] })));
    // Now it is the user's: a visitor in this tab no longer sees it.
    expect(drafts.read(DRAFT_KEYS.compare, null, parseCompareDraft)).toBeNull();
  });
});
