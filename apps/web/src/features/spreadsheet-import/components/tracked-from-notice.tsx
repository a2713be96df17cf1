import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { accountSettingsQueryOptions } from '@/lib/account-settings/account-time-zone';
import { formatDay } from '@/lib/format';

/**
 * Onboarding existing clients: the deadline engine plans filings from the account's
 * tracked-from date, so clients imported with old incorporation dates get their next return, not years overdue.
 */
export function TrackedFromNotice() {
  const { data: settings } = useQuery(accountSettingsQueryOptions());
  if (!settings) return null;
  return (
    <p className="text-sm text-muted-foreground" aria-label="Deadlines tracked from">
      Filings are planned from {formatDay(settings.trackedFrom)}: imported clients with older incorporation
      dates get their next annual return, not years of overdue ones.{' '}
      <Link className="underline" to="/settings/account">
        Change the tracked-from date in Settings
      </Link>
    </p>
  );
}
