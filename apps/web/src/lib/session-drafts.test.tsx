import { MessageResponse, SessionResponse } from '@promptsmith/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS, drafts, parseCompareDraft } from './drafts';
import { SessionProvider, useSession } from './session';
import { serve } from '@/testing/fake-api';
import { testUser } from '@/testing/render';

const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider>;

describe('signing out', () => {
  it.each(['signOut', 'clear'] as const)('%s deletes every draft of the tab', async (how) => {
    const user = testUser();
    serve('get', '/api/auth/session', { response: SessionResponse }, () => ({ user }));
    serve('post', '/api/auth/logout', { response: MessageResponse }, () => ({ message: 'Logged out' }));
    drafts.write(DRAFT_KEYS.compare, user.id, { prompt: 'half-written idea', models: ['gpt'] });

    const { result } = renderHook(useSession, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(drafts.read(DRAFT_KEYS.compare, user.id, parseCompareDraft)).not.toBeNull();

    await act(async () => {
      if (how === 'signOut') await result.current.signOut();
      else result.current.clear();
    });
    expect(result.current.status).toBe('anonymous');
    expect(drafts.read(DRAFT_KEYS.compare, user.id, parseCompareDraft)).toBeNull();
    expect(drafts.read(DRAFT_KEYS.compare, null, parseCompareDraft)).toBeNull();
  });

  it('a visitor opening the app keeps their draft', async () => {
    serve('get', '/api/auth/session', { response: SessionResponse }, () => ({ user: null }));
    drafts.write(DRAFT_KEYS.compare, null, { prompt: 'trying it out', models: ['gpt'] });
    const { result } = renderHook(useSession, { wrapper });
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(drafts.read(DRAFT_KEYS.compare, null, parseCompareDraft)?.prompt).toBe('trying it out');
  });
});
