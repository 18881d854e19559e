import { Outlet, ScrollRestoration } from 'react-router';
import { ConfirmEmailBanner } from '@/features/auth/components/confirm-email-banner';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function AppLayout() {
  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-md bg-white px-3 py-2 text-sm text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <NavBar />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          <ConfirmEmailBanner />
          <Outlet />
        </main>
        <Footer />
        <CookieBanner />
      </div>
      <ScrollRestoration />
    </>
  );
}
