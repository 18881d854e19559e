import { type PublicUser, type SessionResponse, TIMINGS } from '@promptsmith/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, ApiError, UNAUTHORIZED_EVENT } from './api-client';
import { drafts } from './drafts';
import { STORAGE_KEYS, storage } from './storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  user: PublicUser | null;
  /** After login or a profile change: remember the user (display data only, never the token). */
  setUser(user: PublicUser): void;
  /** Ends the session on the server (failure only logged, per spec) and forgets it here. */
  signOut(): Promise<void>;
  /** Forget the user locally, e.g. after "sign out from all devices". */
  clear(): void;
  refresh(): Promise<void>;
}

/** Provided by SessionProvider (web tests provide a session of their own through it). */
export const SessionContext = createContext<SessionValue | null>(null);

function readCachedUser(): PublicUser | null {
  return storage.getJson(STORAGE_KEYS.user, (v) => (isPublicUser(v) ? v : null));
}

/**
 * Who is signed in. The HttpOnly cookie is the credential; localStorage only mirrors the
 * display data so the UI can render at once and other tabs notice a sign-out (the spec's
 * 2 s re-poll plus storage events).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<PublicUser | null>(() => readCachedUser());
  const [status, setStatus] = useState<SessionStatus>('loading');

  const apply = useCallback((next: PublicUser | null) => {
    if (next) storage.set(STORAGE_KEYS.user, JSON.stringify(next));
    else storage.remove(STORAGE_KEYS.user);
    setUserState(next);
    setStatus(next ? 'authenticated' : 'anonymous');
  }, []);

  const refresh = useCallback(async () => {
    const known = await fetchCurrentUser();
    if (known === 'unknown') setStatus(readCachedUser() ? 'authenticated' : 'anonymous');
    else apply(known);
  }, [apply]);

  useEffect(() => {
    let cancelled = false;
    void fetchCurrentUser().then((known) => {
      if (cancelled) return;
      if (known === 'unknown') setStatus(readCachedUser() ? 'authenticated' : 'anonymous');
      else apply(known);
    });
    return () => {
      cancelled = true;
    };
  }, [apply]);

  useEffect(() => {
    const sync = () => {
      const cached = readCachedUser();
      setUserState((current) => {
        if (
          current?.id === cached?.id &&
          current?.name === cached?.name &&
          current?.emailVerified === cached?.emailVerified
        )
          return current;
        setStatus(cached ? 'authenticated' : 'anonymous');
        return cached;
      });
    };
    const forget = () => apply(null);
    // Coming back to the tab re-asks the server: "sign out from all devices" elsewhere shows here.
    const recheck = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const poll = setInterval(sync, TIMINGS.authStatePoll);
    window.addEventListener('storage', sync);
    window.addEventListener(UNAUTHORIZED_EVENT, forget);
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      clearInterval(poll);
      window.removeEventListener('storage', sync);
      window.removeEventListener(UNAUTHORIZED_EVENT, forget);
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [apply, refresh]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      setUser: apply,
      clear: () => {
        drafts.clearAll();
        apply(null);
      },
      refresh,
      async signOut() {
        try {
          await api('/api/auth/logout', { method: 'POST' });
        } catch (error) {
          console.warn('Logout request failed; signing out locally anyway.', error);
        }
        // Unfinished prompts go with the session (a session that merely expired keeps them,
        // hidden from anyone else: lib/drafts.ts).
        drafts.clearAll();
        apply(null);
      },
    }),
    [status, user, apply, refresh],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/**
 * The signed-in user, null when there is none, or 'unknown' when the server could not say
 * (offline, a hiccup): then we keep what we knew rather than signing the user out.
 */
async function fetchCurrentUser(): Promise<PublicUser | null | 'unknown'> {
  try {
    return (await api<SessionResponse>('/api/auth/session')).user;
  } catch (error) {
    return error instanceof ApiError && error.status > 0 && error.status < 500 ? null : 'unknown';
  }
}

/** Enough of a check for data this app wrote itself; zod stays out of the first-load bundle. */
function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.name === 'string' && typeof v.email === 'string';
}
