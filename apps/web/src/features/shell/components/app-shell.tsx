import { useState } from 'react';
import type { PublicUser } from '@ledgerline/contracts';
import { useIsDesktop } from '@/hooks/use-media-query';
import { DesktopSidebar, MobileSidebar } from './sidebar';
import type { NotificationSlot } from './notification-button';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

interface AppShellProps {
  user: PublicUser;
  onLogout: () => void;
  logoutPending: boolean;
  notifications?: NotificationSlot;
  children: React.ReactNode;
}

export function AppShell({ user, onLogout, logoutPending, notifications, children }: AppShellProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const nav = { isAdmin: user.role === 'admin', onLogout, logoutPending };

  return (
    <div className="flex min-h-screen bg-muted/40">
      <SkipLink />
      <DesktopSidebar
        {...nav}
        collapsed={collapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
      />
      <MobileSidebar {...nav} open={drawerOpen && !isDesktop} onOpenChange={setDrawerOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          username={user.username}
          onOpenMenu={() => setDrawerOpen(true)}
          onLogout={onLogout}
          notifications={notifications}
        />
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
