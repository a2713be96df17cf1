import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AdminRoute } from './guards/admin-route';
import { GuestRoute } from './guards/guest-route';
import { ProtectedRoute } from './guards/protected-route';
import { AppLayoutRoute } from './routes/app-layout';
import { AuthRoute } from './routes/auth';
import { entityRoutes } from './routes/entity-routes';
import { registerRoutes } from './routes/register-routes';
import { LandingRoute } from './routes/landing';
import { NotFoundContent, NotFoundRoute } from './routes/not-found';

/** Spec 000 route-table entries whose screens come in later issues: they show the fallback inside the shell. */
const laterScreens = ['subscription/*', 'entities/*'].map((path): RouteObject => ({
  path,
  element: <NotFoundContent />,
}));

const subscriptionRoutes: RouteObject[] = [
  {
    path: 'subscription/current-plan',
    lazy: async () => ({
      Component: (await import('./routes/subscription-current-plan')).SubscriptionCurrentPlanRoute,
    }),
  },
  {
    path: 'subscription/upgrade',
    lazy: async () => ({
      Component: (await import('./routes/subscription-upgrade')).SubscriptionUpgradeRoute,
    }),
  },
];

const routes: RouteObject[] = [
  {
    element: <GuestRoute />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/auth', element: <AuthRoute /> },
    ],
  },
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <AppLayoutRoute />,
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          ...entityRoutes,
          ...registerRoutes,
          ...subscriptionRoutes,
          ...laterScreens,
          {
            element: <AdminRoute />,
            children: [
              {
                path: 'admin/users',
                lazy: async () => ({ Component: (await import('./routes/admin-users')).AdminUsersRoute }),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
