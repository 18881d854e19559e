import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Last-resort screen when a page fails to load (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-title font-bold">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-300">
        This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 text-sm dark:border-slate-700">
          Go to Home
        </Link>
      </div>
    </main>
  );
}
