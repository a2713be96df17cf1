import { DEFAULT_TIME_ZONE } from './local-day';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

type Style = 'day' | 'dayTime' | 'longDay';

const STYLES: Record<Style, Intl.DateTimeFormatOptions & { locale: string }> = {
  day: { locale: 'en-US', month: 'short', day: 'numeric', year: 'numeric' },
  dayTime: {
    locale: 'en-US',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  longDay: { locale: 'en-GB', day: 'numeric', month: 'long', year: 'numeric' },
};

function formatter(timeZone: string, style: Style): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    const { locale, ...options } = STYLES[style];
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
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
  return formatter(parsed.calendarDay ? 'UTC' : timeZone, 'day').format(parsed.date);
}

/** A recorded-at timestamp with its time of day in `timeZone`: 'Mar 17, 2026, 00:30'. */
export function formatDisplayDateTime(value: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return formatter(parsed.calendarDay ? 'UTC' : timeZone, parsed.calendarDay ? 'day' : 'dayTime').format(
    parsed.date,
  );
}

/** The day in a sentence ('3 March 2025', as the history tells a change), by the same rules as formatDisplayDay. */
export function formatLongDay(value: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return formatter(parsed.calendarDay ? 'UTC' : timeZone, 'longDay').format(parsed.date);
}
