import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AdminRoute } from './guards/admin-route';
import { GuestRoute } from './guards/guest-route';
import { ProtectedRoute } from './guards/protected-route';
import { RootRouteError, ShellRouteError } from './route-error';
import { entityRoutes } from './routes/entity-routes';
import { registerRoutes } from './routes/register-routes';

// Every screen, the signed-in shell included, is a lazy route: the entry chunk holds only the router, the
// providers and the guards, so the landing page and /auth download no forms, grids, charts or shell.
// The spinner fallbacks sit below the guards so a first visit asks for the user while its chunks load.
// Error elements at the root and under the shell's outlet replace React Router's developer screen when a
// chunk cannot be fetched (a release while the tab was open, or offline) or a screen throws.

/** Spec 000 route-table entries whose screens come in later issues: they show the fallback inside the shell. */
const laterScreens = ['subscription/*', 'entities/*'].map((path): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundContent }),
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

/** The shell's pages, under one error element so a failing page keeps the sidebar and top bar. */
const shellRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
  },
  ...entityRoutes,
  ...registerRoutes,
  ...subscriptionRoutes,
  {
    path: 'settings/account',
    lazy: async () => ({
      Component: (await import('./routes/settings-account')).SettingsAccountRoute,
    }),
  },
  {
    path: 'settings/team',
    lazy: async () => ({ Component: (await import('./routes/settings-team')).SettingsTeamRoute }),
  },
  {
    path: 'settings/api-tokens',
    lazy: async () => ({ Component: (await import('./routes/settings-api-tokens')).SettingsApiTokensRoute }),
  },
  {
    path: 'settings/notifications',
    lazy: async () => ({
      Component: (await import('./routes/settings-notifications')).SettingsNotificationsRoute,
    }),
  },
  {
    path: 'settings/security',
    lazy: async () => ({
      Component: (await import('./routes/settings-security')).SettingsSecurityRoute,
    }),
  },
  ...laterScreens,
  {
    element: <AdminRoute />,
    children: [
      {
        path: 'admin/users',
        lazy: async () => ({ Component: (await import('./routes/admin-users')).AdminUsersRoute }),
      },
      {
        path: 'admin/holiday-calendar',
        lazy: async () => ({
          Component: (await import('./routes/admin-holiday-calendar')).AdminHolidayCalendarRoute,
        }),
      },
    ],
  },
];

const appRoutes: RouteObject[] = [
  {
    element: <GuestRoute />,
    children: [
      {
        path: '/',
        HydrateFallback: FullPageSpinner,
        lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
      },
      {
        path: '/auth',
        HydrateFallback: FullPageSpinner,
        lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
      },
    ],
  },
  {
    element: <ProtectedRoute />,
    children: [
      {
        HydrateFallback: FullPageSpinner,
        lazy: async () => ({ Component: (await import('./routes/app-layout')).AppLayoutRoute }),
        children: [{ errorElement: <ShellRouteError />, children: shellRoutes }],
      },
    ],
  },
  {
    path: '/invitations/:token',
    HydrateFallback: FullPageSpinner,
    lazy: async () => ({ Component: (await import('./routes/accept-invitation')).AcceptInvitationRoute }),
  },
  {
    path: '*',
    HydrateFallback: FullPageSpinner,
    lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
  },
];

/** A HydrateFallback at the root too, so a deep link never renders the first load without one. */
const routes: RouteObject[] = [
  { errorElement: <RootRouteError />, HydrateFallback: FullPageSpinner, children: appRoutes },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
