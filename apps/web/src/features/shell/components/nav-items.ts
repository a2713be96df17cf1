import {
  Building2,
  CalendarClock,
  CreditCard,
  FileUp,
  FolderTree,
  Landmark,
  LayoutDashboard,
  Network,
  ShieldCheck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface NavEntry {
  label: string;
  href: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** Spec 000 'App shell': the sidebar entries, in order. */
export const dashboardEntry: NavEntry = { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard };

export const entityEntries: NavEntry[] = [
  { label: 'Companies', href: '/companies', icon: Building2 },
  { label: 'Individuals', href: '/individuals', icon: Users },
  { label: 'Trusts', href: '/trusts', icon: Landmark },
];

export const moreEntries: NavEntry[] = [
  { label: 'Deadlines', href: '/deadlines', icon: CalendarClock },
  { label: 'Groups', href: '/groups', icon: FolderTree },
  { label: 'Relationships', href: '/relationships', icon: Network },
  { label: 'Assets', href: '/assets', icon: Wallet },
  { label: 'Import', href: '/import/spreadsheet', icon: FileUp },
  { label: 'Subscription', href: '/subscription/current-plan', icon: CreditCard },
  { label: 'Admin', href: '/admin/users', icon: ShieldCheck, adminOnly: true },
];

/** Active by path prefix: /companies/12 highlights Companies. */
export function isActivePath(pathname: string, href: string): boolean {
  const section = href.split('/').slice(0, 2).join('/');
  return pathname === section || pathname.startsWith(`${section}/`);
}
