import { MESSAGES, TIMINGS } from '@promptsmith/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { AuthFrame } from './components/auth-frame';
import { useDelayedNavigate } from './hooks/use-delayed-navigate';

/**
 * Where an identity provider's redirect lands on failure: show the error, then back to
 * /login after 2 s, carrying the description for the login page to show.
 */
export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const delayedNavigate = useDelayedNavigate();
  const description = (params.get('error_description') ?? params.get('error') ?? '').slice(0, 300);
  const message = description || MESSAGES.authCallbackFailed;

  useEffect(() => {
    delayedNavigate('/login', TIMINGS.authErrorRedirect, { replace: true, state: { error: message } });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthFrame title="Authentication error">
      <div className="flex flex-col gap-3">
        <Alert tone="error">{message}</Alert>
        <p className="text-sm text-slate-600 dark:text-slate-300">Taking you back to the sign-in page...</p>
      </div>
    </AuthFrame>
  );
}
