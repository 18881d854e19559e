import { type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import NotFoundPage from '@/features/errors/not-found-page';
import { ConnectivityGuard } from './connectivity/connectivity-guard';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/**
 * Each screen is its own chunk so the home page loads only what it shows. A screen is a
 * feature's page; where a screen combines features, app/routes/ composes it.
 */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    // Above the error boundary, so the offline screen survives a page that failed to load.
    element: <ConnectivityGuard />,
    children: [
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('./routes/home')) },
          { path: 'home', ...page(() => import('./routes/home')) },
          { path: 'login', ...page(() => import('@/features/auth/login-page')) },
          { path: 'signup', ...page(() => import('@/features/auth/signup-page')) },
          { path: 'forgot-password', ...page(() => import('@/features/auth/forgot-password-page')) },
          { path: 'reset-password', ...page(() => import('@/features/auth/reset-password-page')) },
          { path: 'privacy-policy', ...page(() => import('@/features/legal/privacy-policy-page')) },
          { path: 'terms-conditions', ...page(() => import('@/features/legal/terms-conditions-page')) },
          { path: 'auth/callback', ...page(() => import('@/features/auth/auth-callback-page')) },
          // Open to visitors (try before signing up, README's deviations): the built-in engine, no history.
          { path: 'playground', ...page(() => import('./routes/playground')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'compare', ...page(() => import('./routes/compare')) },
              { path: 'history', ...page(() => import('@/features/history/history-page')) },
              { path: 'history/:id', ...page(() => import('@/features/history/history-entry-page')) },
              { path: 'templates', ...page(() => import('./routes/templates')) },
              { path: 'profile', ...page(() => import('./routes/profile')) },
            ],
          },
          // Not lazy: it is the page shown when the network is gone.
          { path: '404', Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
