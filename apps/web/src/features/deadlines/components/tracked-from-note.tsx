import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { accountSettingsQueryOptions } from '@/lib/account-settings/account-time-zone';
import { formatDay } from '@/lib/format';

/** Onboarding clients: duties due before the tracked-from day are history (Not required), never overdue. */
export function TrackedFromNote() {
  const settings = useQuery(accountSettingsQueryOptions()).data;
  if (!settings) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Deadlines are tracked from {formatDay(settings.trackedFrom)}; duties that fell due before then are kept
      as history, never overdue (
      <Link className="underline underline-offset-2" to="/settings/account">
        change in Account settings
      </Link>
      ). Mark old filings as filed in bulk from the list.
    </p>
  );
}
