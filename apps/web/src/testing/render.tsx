import { type PublicUser } from '@promptsmith/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { drafts } from '@/lib/drafts';
import { createQueryClient } from '@/lib/react-query';
import { SessionContext, type SessionValue } from '@/lib/session';

export interface RenderOptions {
  /** Where the router starts, e.g. `/playground?template=...`. */
  url?: string;
  /** Router state of the first entry (what another screen passed along). */
  state?: unknown;
  /** The signed-in user; null (the default) is a visitor. */
  user?: PublicUser | null;
}

/**
 * Renders a screen the way the app does: a fresh query client (no retries, so a failure shows
 * at once), a session, the toast provider and a router. Returns Testing Library's result plus
 * the router, whose `state.location` tells where the screen navigated.
 */
export function renderWithProviders(ui: ReactElement, { url = '/', state, user = null }: RenderOptions = {}) {
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [
      {
        pathname: url.split('?')[0] ?? '/',
        search: url.includes('?') ? url.slice(url.indexOf('?')) : '',
        state,
      },
    ],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TestSession user={user}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </TestSession>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * A session without the server: it starts with `user` and follows setUser, clear and signOut
 * as the real one does, so screens that sign in or out behave as in the app.
 */
function TestSession({ user: initial, children }: { user: PublicUser | null; children: ReactNode }) {
  const [user, setUser] = useState(initial);
  const value = useMemo<SessionValue>(
    () => ({
      status: user ? 'authenticated' : 'anonymous',
      user,
      setUser,
      clear: () => {
        drafts.clearAll();
        setUser(null);
      },
      signOut: async () => {
        drafts.clearAll();
        setUser(null);
      },
      refresh: async () => undefined,
    }),
    [user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** A signed-in user as the API describes one; override what a test cares about. */
export function testUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    mobileNumber: null,
    countryCode: null,
    role: null,
    photoURL: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    hasPassword: true,
    emailVerified: true,
    ...overrides,
  };
}
