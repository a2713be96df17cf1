import { formatDisplayDay } from '@ledgerline/contracts';

/**
 * A day as the web app shows it (the shared formatDisplayDay: '25 Nov 2026', spec 001): a timestamp on the
 * reader's day in `timeZone`, a calendar day ('2026-11-25') as itself wherever the reader is.
 */
export function exportDay(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  return formatDisplayDay(value, timeZone) ?? value;
}
