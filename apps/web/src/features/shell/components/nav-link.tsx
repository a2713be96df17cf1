import { Link, useLocation } from 'react-router-dom';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { isActivePath, type NavEntry } from './nav-items';

export const navRowClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-sidebar-accent hover:text-white focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none [&_svg]:size-5 [&_svg]:shrink-0';

interface NavLinkProps {
  entry: NavEntry;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

export function NavLink({ entry, collapsed, nested = false, onNavigate }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, entry.href);
  const Icon = entry.icon;
  const link = (
    <Link
      to={entry.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? entry.label : undefined}
      className={cn(
        navRowClass,
        nested && !collapsed && 'pl-9',
        collapsed && 'justify-center px-0',
        active && 'bg-sidebar-active text-white hover:bg-sidebar-active',
      )}
    >
      <Icon aria-hidden />
      {collapsed ? null : <span className="truncate">{entry.label}</span>}
    </Link>
  );
  return collapsed ? (
    <Tooltip content={entry.label} side="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
}
