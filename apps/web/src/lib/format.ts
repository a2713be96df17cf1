import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Relative time such as '3 minutes ago'; '-' when absent or unparseable (spec 001 section 5). */
export function formatRelative(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true }) : '-';
}

/** Dates shown like 'MMM d, yyyy'; N/A when missing, 'Invalid date' when unparseable. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parseDate(value);
  return date ? format(date, 'MMM d, yyyy') : 'Invalid date';
}
