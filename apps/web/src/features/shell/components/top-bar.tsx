import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AccountMenu } from './account-menu';
import { NotificationButton, type NotificationSlot } from './notification-button';
import { TopBarSearch } from './top-bar-search';

interface TopBarProps {
  username: string;
  onOpenMenu: () => void;
  onLogout: () => void;
  notifications?: NotificationSlot;
}

export function TopBar({ username, onOpenMenu, onLogout, notifications }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu aria-hidden />
      </Button>
      <TopBarSearch />
      <div className="ml-auto flex items-center gap-1">
        <NotificationButton slot={notifications} />
        <AccountMenu username={username} onLogout={onLogout} />
      </div>
    </header>
  );
}
