import { MESSAGES, type PublicUser } from '@promptsmith/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuthConfig } from '../api/get-auth-config';
import { startGoogleAttempt } from '../api/google-nonce';
import { useSocialLogin } from '../api/social-login';
import { loadGoogleIdentity } from '../google-identity';
import { OrDivider } from './auth-frame';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * Google sign-in, under an "or" divider: Google Identity Services renders its own button (popup
 * with the account chooser) and hands us an ID token, which the server verifies. While our
 * request runs the button is disabled. Without GOOGLE_CLIENT_ID on the server (or until the
 * server has said whether it has one) neither the divider nor the button shows: a button that
 * can only apologise is clutter.
 */
export function GoogleSignInButton({
  mode,
  onSignedIn,
}: {
  mode: 'signin' | 'signup';
  onSignedIn: (user: PublicUser) => void;
}) {
  const config = useAuthConfig();
  const clientId = config.data?.googleClientId ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [noCredential, setNoCredential] = useState(false);
  const [scriptFailed, setScriptFailed] = useState(false);
  const fallback = mode === 'signup' ? MESSAGES.googleSignupFailed : MESSAGES.googleLoginFailed;
  // The GIS callback is registered once; it must always call the latest handler.
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  });
  // Bumped after a failed attempt: its nonce is used up, the button needs a fresh one.
  const [attempt, setAttempt] = useState(0);
  const { mutate: signIn, ...request } = useSocialLogin({
    onSuccess: (result) => onSignedInRef.current(result.user),
    onError: () => setAttempt((n) => n + 1),
  });
  // Stays busy after success: the screen is on its way elsewhere.
  const busy = request.isPending || request.isSuccess;
  const error = noCredential ? fallback : request.error ? errorMessage(request.error, fallback) : null;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    // Each attempt starts with a nonce from the server, so the ID token works once, in this browser.
    Promise.all([loadGoogleIdentity(), startGoogleAttempt()]).then(
      ([gis, { nonce }]) => {
        if (cancelled || !container.current) return;
        gis.initialize({
          client_id: clientId,
          nonce,
          ux_mode: 'popup',
          auto_select: false,
          cancel_on_tap_outside: true,
          callback: (response) => {
            setNoCredential(!response.credential);
            if (response.credential) signIn(response.credential);
          },
        });
        container.current.replaceChildren();
        gis.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: mode === 'signup' ? 'signup_with' : 'continue_with',
          shape: 'pill',
          width: Math.min(container.current.clientWidth || 320, 400),
          logo_alignment: 'left',
        });
      },
      () => {
        if (!cancelled) setScriptFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, mode, signIn, attempt]);

  const label = mode === 'signup' ? 'Sign up with Google' : 'Continue with Google';

  if (!clientId) return null;

  if (scriptFailed) {
    return (
      <>
        <OrDivider />
        <div className="flex flex-col gap-2">
          <button
            type="button"
            disabled
            aria-describedby="google-unavailable-note"
            className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-full border border-slate-300 bg-white text-sm font-medium text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
          >
            <GoogleMark />
            {label}
          </button>
          <p id="google-unavailable-note" className="text-center text-xs text-slate-500 dark:text-slate-400">
            Google sign-in could not be loaded. Check your connection and try again.
          </p>
        </div>
      </>
    );
  }

  return (
    <>
      <OrDivider />
      <div className="flex flex-col gap-2">
        <div className="relative" aria-busy={busy || undefined}>
          <div
            ref={container}
            className={busy ? 'pointer-events-none opacity-50' : undefined}
            aria-hidden={busy || undefined}
            data-testid="google-button"
          />
          {busy && (
            <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm" role="status">
              <Spinner className="size-4" />
              Signing in with Google...
            </div>
          )}
        </div>
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </>
  );
}
