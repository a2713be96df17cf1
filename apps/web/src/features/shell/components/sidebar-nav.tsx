import { useState } from 'react';
import { ChevronDown, FolderOpen, LogOut } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { dashboardEntry, entityEntries, moreEntries } from './nav-items';
import { NavLink, navRowClass } from './nav-link';

export interface SidebarNavProps {
  isAdmin: boolean;
  collapsed: boolean;
  onLogout: () => void;
  logoutPending: boolean;
  onNavigate?: () => void;
}

/** The sidebar body shared by the desktop rail and the mobile drawer. */
export function SidebarNav({ isAdmin, collapsed, onLogout, logoutPending, onNavigate }: SidebarNavProps) {
  const [entitiesOpen, setEntitiesOpen] = useState(true);
  const visibleMore = moreEntries.filter((entry) => isAdmin || !entry.adminOnly);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <nav aria-label="Main" className="flex-1 space-y-1 overflow-y-auto p-2">
        <NavLink entry={dashboardEntry} collapsed={collapsed} onNavigate={onNavigate} />
        <button
          type="button"
          aria-expanded={entitiesOpen}
          aria-controls="sidebar-entities"
          aria-label={collapsed ? 'Entities' : undefined}
          // Spec 000 'App shell': the Entities toggle does nothing while the sidebar is collapsed.
          onClick={() => (collapsed ? undefined : setEntitiesOpen((open) => !open))}
          className={cn(navRowClass, collapsed && 'justify-center px-0')}
        >
          <FolderOpen aria-hidden />
          {collapsed ? null : (
            <>
              <span className="flex-1 text-left">Entities</span>
              <ChevronDown aria-hidden className={cn('transition-transform', entitiesOpen && 'rotate-180')} />
            </>
          )}
        </button>
        {entitiesOpen ? (
          <ul id="sidebar-entities" className="space-y-1">
            {entityEntries.map((entry) => (
              <li key={entry.href}>
                <NavLink entry={entry} collapsed={collapsed} nested onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        ) : null}
        {visibleMore.map((entry) => (
          <NavLink key={entry.href} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </nav>
      <div className="border-t border-white/10 p-2">
        <button
          type="button"
          onClick={onLogout}
          disabled={logoutPending}
          aria-label={collapsed ? 'Logout' : undefined}
          className={cn(navRowClass, collapsed && 'justify-center px-0', 'disabled:opacity-60')}
        >
          {logoutPending ? <Spinner /> : <LogOut aria-hidden />}
          {collapsed ? null : <span>Logout</span>}
        </button>
      </div>
    </div>
  );
}
