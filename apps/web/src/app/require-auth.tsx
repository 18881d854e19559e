import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * Protected routes: nothing shows until the session is known; visitors go to /login, which
 * sends them back to where they were heading after signing in.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  // A screen's height of nothing while the session is unknown: the footer starts below the
  // fold, so the screen arriving does not push it out of view (a layout shift of ~0.2 on a phone
  // when the header and footer painted before the session probe was back).
  if (status === 'loading') return <div className="min-h-dvh" />;
  if (status === 'anonymous') {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    );
  }
  return <Outlet />;
}
