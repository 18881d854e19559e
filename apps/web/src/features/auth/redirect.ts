const AUTH_SCREENS = /^\/(login|signup|forgot-password|reset-password|auth\/callback)(\/|$)/;

/**
 * Where to go after signing in: the remembered origin if it is a path on this site, else the
 * playground. The path is resolved the way the browser will resolve it (URL parsing drops tabs
 * and newlines and reads a backslash as a slash, so `/\t/evil.example` is `//evil.example`), and
 * kept only when it stays on this origin; anything else would be an open redirect.
 */
export function safeRedirectPath(
  from: unknown,
  fallback = '/playground',
  origin: string = window.location.origin,
): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return fallback;
  }
  // Never leave the site, and never bounce back to the auth screens themselves.
  if (url.origin !== origin || AUTH_SCREENS.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Router state the auth screens hand to each other. */
export interface AuthLocationState {
  from?: string;
  /** Green notice on the login page (e.g. after signup). */
  message?: string;
  /** Red notice on the login page (e.g. from /auth/callback). */
  error?: string;
  email?: string;
  otp?: string;
  /** Set by an explicit logout that navigates here before the session is cleared. */
  signedOut?: boolean;
}

export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const result: AuthLocationState = {};
  for (const key of ['from', 'message', 'error', 'email', 'otp'] as const) {
    const value = str(s[key]);
    if (value !== undefined) result[key] = value;
  }
  if (s.signedOut === true) result.signedOut = true;
  return result;
}
