import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@promptsmith/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { readCookie, writeCookie } from '@/lib/cookies';

/** Shown until the consent cookie exists; Accept sets it for 365 days (path /, SameSite=Lax). */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => readCookie(COOKIE_CONSENT_NAME) === null);
  if (!visible) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 py-4 shadow-lg backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
    >
      <div className="container-page flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700 dark:text-slate-200">
          We use only the cookies Promptsmith needs to work: one keeps you signed in and one remembers this
          choice. No advertising or tracking cookies.{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline dark:text-brand-100">
            Read our privacy policy
          </Link>
          .
        </p>
        <Button
          onClick={() => {
            writeCookie(COOKIE_CONSENT_NAME, 'accepted', COOKIE_CONSENT_DAYS);
            setVisible(false);
          }}
        >
          Accept
        </Button>
      </div>
    </section>
  );
}
