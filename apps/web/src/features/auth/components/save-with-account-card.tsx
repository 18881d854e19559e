import { UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/ui/card';

/**
 * Beside the Playground for visitors: what an account adds. Sign-up and sign-in bring the
 * visitor back here afterwards, where the prompt they were writing is still in the box.
 */
export function SaveWithAccountCard() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <UserPlus className="size-4" aria-hidden="true" />
        Keep your prompts
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        You are trying Promptsmith without an account: prompts are optimized by the built-in engine and not
        saved. A free account keeps a searchable history, compares assistants side by side and opens 40
        ready-made templates.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link
          to="/signup"
          state={{ from }}
          className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-100"
        >
          Create a free account
        </Link>
        <Link
          to="/login"
          state={{ from }}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          Sign in
        </Link>
      </div>
    </Card>
  );
}
