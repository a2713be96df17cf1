import { DEFAULT_TIME_ZONE } from './local-day';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone,
    });
    formatters.set(key, found);
  }
  return found;
}

/** A stored value as an instant: a calendar day ('2026-03-16') is its own day in every zone. */
function parse(value: string): { date: Date; calendarDay: boolean } | null {
  const calendarDay = CALENDAR_DAY.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

/**
 * A day as every screen and export shows it ('Mar 17, 2026', spec 001's 'MMM d, yyyy'): a recorded-at timestamp
 * on its day in `timeZone` (the account's, Africa/Johannesburg by default), a calendar day as itself wherever
 * the reader is. Null for a value that is not a date.
 */
export function formatDisplayDay(value: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return formatter(parsed.calendarDay ? 'UTC' : timeZone, false).format(parsed.date);
}

/** A recorded-at timestamp with its time of day in `timeZone`: 'Mar 17, 2026, 00:30'. */
export function formatDisplayDateTime(value: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return formatter(parsed.calendarDay ? 'UTC' : timeZone, !parsed.calendarDay).format(parsed.date);
}
