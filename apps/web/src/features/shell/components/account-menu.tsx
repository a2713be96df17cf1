import { useNavigate } from 'react-router-dom';
import {
  ArrowUpCircle,
  CreditCard,
  History,
  LogOut,
  Settings,
  ShieldCheck,
  Trash2,
  User,
  UserCircle,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

interface AccountMenuProps {
  username: string;
  onLogout: () => void;
}

/**
 * Profile opens the account's settings (docs/decisions/0077); Settings the security page (docs/decisions/0018), whose
 * tabs lead to the account's settings (tracked-from day, time zone),
 * Trash the deleted records (0023), Audit log every change of the account (0028).
 */
export function AccountMenu({ username, onLogout }: AccountMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Account menu for ${username}`}>
          <UserCircle className="size-6!" aria-hidden />
          <span className="hidden max-w-32 truncate sm:inline">{username}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/settings/account')}>
          <User aria-hidden />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings/security')}>
          <Settings aria-hidden />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/trash')}>
          <Trash2 aria-hidden />
          Trash
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/audit-log')}>
          <History aria-hidden />
          Audit log
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/personal-data')}>
          <ShieldCheck aria-hidden />
          Personal data
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/subscription/current-plan')}>
          <CreditCard aria-hidden />
          Current Plan
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/subscription/upgrade')}>
          <ArrowUpCircle aria-hidden />
          Upgrade Plan
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
