const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An IANA zone the runtime knows ('Africa/Johannesburg'), for the export's `timeZone` query. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A day as the web app's formatDay shows it ('MMM d, yyyy': 'Nov 25, 2026', spec 001): a timestamp on the
 * reader's day in `timeZone`, a calendar day ('2026-11-25') as itself wherever the reader is.
 */
export function exportDay(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const calendarDay = CALENDAR_DAY.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: calendarDay ? 'UTC' : timeZone,
  }).format(date);
}
