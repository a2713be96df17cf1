import { formatDisplayDateTime, formatDisplayDay, formatRelativeDay } from '@ledgerline/contracts';
import { formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { accountTimeZone } from '@/lib/account-settings/account-time-zone';

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * Relative time such as '3 minutes ago'; '-' when absent or unparseable (spec 001 section 5). A calendar day
 * (a start date) counts whole days from today in the account's zone: 'today', not 'about 10 hours ago'.
 */
export function formatRelative(value: string | null | undefined): string {
  const day = value ? formatRelativeDay(value, new Date(), accountTimeZone()) : null;
  if (day) return day;
  const date = parseDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true }) : '-';
}

/**
 * Dates shown like 'd MMM yyyy' (5 Mar 2026); N/A when missing, 'Invalid date' when unparseable. A recorded-at timestamp
 * shows its day in the account's zone (Africa/Johannesburg by default), a calendar day shows as itself.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'N/A';
  return formatDisplayDay(value, accountTimeZone()) ?? 'Invalid date';
}

/** A recorded-at timestamp with its time in the account's zone ('17 Mar 2026, 00:30'); '-' when absent. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  return formatDisplayDateTime(value, accountTimeZone()) ?? 'Invalid date';
}
