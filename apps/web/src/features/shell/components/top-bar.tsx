import { Menu, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useGlobalSearch } from '@/hooks/global-search';
import { AccountMenu } from './account-menu';
import { NotificationButton, type NotificationSlot } from './notification-button';

interface TopBarProps {
  username: string;
  onOpenMenu: () => void;
  onLogout: () => void;
  notifications?: NotificationSlot;
}

export function TopBar({ username, onOpenMenu, onLogout, notifications }: TopBarProps) {
  const { searchText, setSearchText } = useGlobalSearch();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
      <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <Menu aria-hidden />
      </Button>
      <div role="search" className="relative max-w-md flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search entities, relationships, assets..."
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="ml-auto flex items-center gap-1">
        <NotificationButton slot={notifications} />
        <AccountMenu username={username} onLogout={onLogout} />
      </div>
    </header>
  );
}
