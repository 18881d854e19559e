import { type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

/** Each screen is its own chunk so the home page loads only what it shows. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
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
      { path: '404', ...page(() => import('./routes/not-found')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
