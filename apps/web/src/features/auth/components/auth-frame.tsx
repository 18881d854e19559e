import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';

/** The auth screens' shared frame: a narrow page with the form on a card. */
export function AuthFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} lead={lead} width="narrow">
      <Card className="mt-6 p-6">{children}</Card>
    </Page>
  );
}

/** The "— or —" divider between the form and the Google button. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
      or
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
    </div>
  );
}

/** The "Back to login" link under the password-recovery forms. */
export function BackToLogin() {
  return (
    <p className="text-center text-sm">
      <Link to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
        Back to login
      </Link>
    </p>
  );
}
