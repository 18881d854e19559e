import { type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import NotFoundPage from './routes/not-found';
import { ConnectivityGuard } from './connectivity/connectivity-guard';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/** Each screen is its own chunk so the home page loads only what it shows. */
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
          { path: 'login', ...page(() => import('./routes/login')) },
          { path: 'signup', ...page(() => import('./routes/signup')) },
          { path: 'forgot-password', ...page(() => import('./routes/forgot-password')) },
          { path: 'reset-password', ...page(() => import('./routes/reset-password')) },
          { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy')) },
          { path: 'terms-conditions', ...page(() => import('./routes/terms-conditions')) },
          { path: 'auth/callback', ...page(() => import('./routes/auth-callback')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'playground', ...page(() => import('./routes/playground')) },
              { path: 'compare', ...page(() => import('./routes/compare')) },
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
