/**
 * Where to go after signing in: the remembered origin if it is a path on this site, else the
 * playground. Anything else (//evil.example, https://…) would be an open redirect.
 */
export function safeRedirectPath(from: unknown, fallback = '/playground'): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  // Never bounce back to the auth screens themselves.
  if (/^\/(login|signup|forgot-password|reset-password|auth\/callback)(\/|\?|#|$)/.test(from))
    return fallback;
  return from;
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
