import {
  type CountryCode,
  DEFAULT_COUNTRY_CODE,
  MESSAGES,
  type PublicUser,
  TIMINGS,
} from '@promptsmith/contract';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useLogin } from './api/login';
import { AuthFrame } from './components/auth-frame';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { useDelayedNavigate } from './hooks/use-delayed-navigate';
import { readAuthState, safeRedirectPath } from './redirect';

type Method = 'email' | 'mobile';

// The country-code picker (Radix Select and its positioning code, 16 KB gzipped) only shows for
// the mobile method: the email form, the default, paints without waiting for it. Fetched as soon
// as the pointer or focus reaches the method switch, so it is there by the time Mobile is chosen.
const loadCountryCodeSelect = () => import('./components/country-code-select');
const CountryCodeSelect = lazy(async () => ({ default: (await loadCountryCodeSelect()).CountryCodeSelect }));
const prefetchCountryCodeSelect = () => void loadCountryCodeSelect();

export default function LoginPage() {
  const location = useLocation();
  const state = readAuthState(location.state);
  const session = useSession();
  const delayedNavigate = useDelayedNavigate();
  const [method, setMethod] = useState<Method>('email');
  // Fresh from sign-up: the address just registered, so only the password is left to type.
  const [identifier, setIdentifier] = useState(state.email ?? '');
  const [countryCode, setCountryCode] = useState<CountryCode>(DEFAULT_COUNTRY_CODE);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [signedIn, setSignedIn] = useState(false);
  // An error handed over by /auth/callback, shown until the next attempt.
  const [callbackError, setCallbackError] = useState<string | null>(state.error ?? null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const destination = safeRedirectPath(state.from);
  const loginRequest = useLogin({ onSuccess: (result) => succeed(result.user) });
  // The server's message when it sent one (wrong credentials, 429 "wait and try again").
  const error = loginRequest.error ? errorMessage(loginRequest.error, MESSAGES.loginFailed) : callbackError;

  if (session.status === 'authenticated' && !signedIn && !loginRequest.isPending) {
    // A logout brings the user here first and clears the session a moment later.
    if (state.signedOut) return null;
    // Already signed in (and not because of this page's own success): straight to the playground.
    return <Navigate to="/playground" replace />;
  }

  function switchMethod(next: Method) {
    if (next === method) return;
    setMethod(next);
    setIdentifier('');
    setCallbackError(null);
    loginRequest.reset();
  }

  function succeed(user: PublicUser) {
    setSignedIn(true);
    setCallbackError(null);
    session.setUser(user);
    delayedNavigate(destination, TIMINGS.loginRedirect, { replace: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loginRequest.isPending || signedIn) return;
    setCallbackError(null);
    loginRequest.mutate({
      emailOrMobile: identifier,
      password,
      rememberMe,
      ...(method === 'mobile' ? { countryCode } : {}),
    });
  }

  const methodButton = (value: Method, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={method === value}
      // Roving focus, as in any radio group: Tab reaches the checked one, arrows move.
      tabIndex={method === value ? 0 : -1}
      data-method={value}
      onClick={() => switchMethod(value)}
      className={cn(
        'flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
        method === value
          ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-white'
          : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
      )}
    >
      {label}
    </button>
  );

  return (
    <AuthFrame title="Sign in" lead="Welcome back! Sign in to keep crafting better prompts.">
      <div className="flex flex-col gap-4">
        {state.message && !signedIn && <Alert tone="success">{state.message}</Alert>}
        {signedIn && <Alert tone="success">{MESSAGES.loginSuccess}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}

        <form className="flex flex-col gap-4" onSubmit={onSubmit}>
          <div
            role="radiogroup"
            aria-label="Sign in with"
            onKeyDown={(event) => {
              if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
              event.preventDefault();
              const next: Method = method === 'email' ? 'mobile' : 'email';
              switchMethod(next);
              event.currentTarget.querySelector<HTMLElement>(`[data-method="${next}"]`)?.focus();
            }}
            onPointerEnter={prefetchCountryCodeSelect}
            onFocus={prefetchCountryCodeSelect}
            className="flex gap-1 rounded-lg border border-slate-200 bg-slate-100 p-1 dark:border-slate-800 dark:bg-slate-900"
          >
            {methodButton('email', 'Email')}
            {methodButton('mobile', 'Mobile')}
          </div>

          {method === 'email' ? (
            <Field label="Email">
              {(props) => (
                <Input
                  {...props}
                  ref={identifierRef}
                  type="email"
                  autoComplete="username"
                  required
                  value={identifier}
                  onChange={(e) => setIdentifier(e.target.value)}
                  placeholder="you@example.com"
                />
              )}
            </Field>
          ) : (
            <Field label="Mobile number">
              {(props) => (
                <div className="flex gap-2">
                  {/* Holds the picker's place (same box) for the moment it may still be loading. */}
                  <Suspense
                    fallback={
                      <span className="h-10 w-32 shrink-0 rounded-lg border border-slate-300 sm:w-40 dark:border-slate-700" />
                    }
                  >
                    <CountryCodeSelect value={countryCode} onChange={setCountryCode} />
                  </Suspense>
                  <Input
                    {...props}
                    ref={identifierRef}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    className="min-w-0 flex-1"
                    required
                    value={identifier}
                    onChange={(e) => setIdentifier(e.target.value)}
                    placeholder="Mobile number"
                  />
                </div>
              )}
            </Field>
          )}

          <Field label="Password">
            {(props) => (
              <PasswordInput
                {...props}
                // The address came from sign-up: the password is the next thing to type.
                autoFocus={Boolean(state.email)}
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>

          <div className="flex items-center justify-between gap-4">
            <Checkbox checked={rememberMe} onCheckedChange={setRememberMe} label="Remember me" />
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              Forgot password?
            </Link>
          </div>

          <Button type="submit" size="lg" loading={loginRequest.isPending} disabled={signedIn}>
            {loginRequest.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>

        <GoogleSignInButton
          mode="signin"
          onSignedIn={(user) => {
            // A failed password attempt before it no longer applies.
            loginRequest.reset();
            succeed(user);
          }}
        />

        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          New here?{' '}
          <Link
            to="/signup"
            state={state.from ? { from: state.from } : undefined}
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            Become a Wizard
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}
