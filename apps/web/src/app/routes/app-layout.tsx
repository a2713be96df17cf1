import { Navigate, Outlet } from 'react-router-dom';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ViewerWriteGuard, ViewOnlyNotice } from '@/components/view-only-notice';
import { GlobalSearchProvider } from '@/hooks/global-search';
import { useAccountTimeZone } from '@/lib/account-settings/account-time-zone';
import { useUser } from '@/lib/session/get-user';
import { useLogout } from '@/lib/session/logout';
import { SessionEndedDialog } from '@/features/auth/components/session-ended-dialog';
import { useNotificationBell } from '@/features/notifications/components/use-notification-bell';
import { AppShell } from '@/features/shell/components/app-shell';

/** The signed-in layout: sidebar, top bar, the current page, and the sign-in prompt for a session that ends
 * meanwhile. Tooltips appear only in here, so their provider (and Radix's positioning code) loads with the
 * shell, not with the landing page. */
export function AppLayoutRoute() {
  const userQuery = useUser();
  const logoutMutation = useLogout();
  const notifications = useNotificationBell();
  const zone = useAccountTimeZone(Boolean(userQuery.data));
  if (!userQuery.data) return <Navigate to="/auth" replace />;
  return (
    <TooltipProvider>
      <GlobalSearchProvider>
        <AppShell
          user={userQuery.data}
          onLogout={() => logoutMutation.mutate()}
          logoutPending={logoutMutation.isPending}
          notifications={notifications}
        >
          <ViewOnlyNotice />
          {zone.ready ? (
            <ViewerWriteGuard>
              <Outlet key={zone.key} />
            </ViewerWriteGuard>
          ) : null}
        </AppShell>
        <SessionEndedDialog username={userQuery.data.username} />
      </GlobalSearchProvider>
    </TooltipProvider>
  );
}
