import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * Protected routes: nothing renders until the session is known; visitors go to /login, which
 * sends them back to where they were heading after signing in.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return null;
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
