import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/utils';

const PAGES = [
  { to: '/settings/security', label: 'Security' },
  { to: '/settings/notifications', label: 'Notifications' },
  { to: '/settings/account', label: 'Account' },
  { to: '/settings/team', label: 'Team' },
  { to: '/settings/api-tokens', label: 'API tokens' },
] as const;

/**
 * Spec 000's account menu has one Settings entry; the settings pages are reached from each other here, so the
 * menu keeps a single item named Settings.
 */
export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="flex flex-wrap gap-x-1 border-b">
      {PAGES.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isActive
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
