import { MESSAGES, TIMINGS } from '@promptsmith/contract';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An identity provider sent the user back with a failure: explain, then return to /login after 2 s. */
export default function AuthCallbackPage() {
  useDocumentTitle('Authentication error');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const description = params.get('error_description') ?? params.get('error') ?? MESSAGES.authCallbackFailed;

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate('/login', { replace: true, state: { error: description } }),
      TIMINGS.authErrorRedirect,
    );
    return () => clearTimeout(timer);
  }, [navigate, description]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <ShieldAlert className="size-12 text-red-500" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Authentication error</h1>
      <p role="alert" className="text-slate-700 dark:text-slate-200">
        {description}
      </p>
      <p className="text-sm text-slate-500 dark:text-slate-400">Taking you back to sign in…</p>
    </div>
  );
}
