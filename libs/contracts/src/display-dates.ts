import { DEFAULT_TIME_ZONE, localDay } from './local-day';
import { zoneFormatter } from './zone-formatter';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Numeric parts only: month names are ours, since ICU's en-GB abbreviates September as 'Sept'. */
const partsFormatter = zoneFormatter('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

const LONG_MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

type Style = 'day' | 'dayTime' | 'longDay';

/** 'd MMM yyyy' (5 Mar 2026), with ', HH:mm' for dayTime, 'd MMMM yyyy' (5 March 2026) for longDay. */
function format(date: Date, timeZone: string, style: Style): string {
  const { year, month, day, hour, minute } = partsOf(date, timeZone);
  const monthIndex = Number(month) - 1;
  const monthName =
    style === 'longDay' ? LONG_MONTHS.format(new Date(Date.UTC(2000, monthIndex, 1))) : MONTHS[monthIndex];
  const shown = `${Number(day)} ${monthName} ${year}`;
  return style === 'dayTime' ? `${shown}, ${hour}:${minute}` : shown;
}

/** A stored value as an instant: a calendar day ('2026-03-16') is its own day in every zone. */
function parse(value: string): { date: Date; calendarDay: boolean } | null {
  const calendarDay = CALENDAR_DAY.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

/**
 * A day as every screen and export shows it ('17 Mar 2026', 'd MMM yyyy', docs/decisions/0044): a recorded-at timestamp
 * on its day in `timeZone` (the account's, Africa/Johannesburg by default), a calendar day as itself wherever
 * the reader is. Null for a value that is not a date.
 */
export function formatDisplayDay(value: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return format(parsed.date, parsed.calendarDay ? 'UTC' : timeZone, 'day');
}

/** A recorded-at timestamp with its time of day in `timeZone`: '17 Mar 2026, 00:30'. */
export function formatDisplayDateTime(value: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return format(parsed.date, parsed.calendarDay ? 'UTC' : timeZone, parsed.calendarDay ? 'day' : 'dayTime');
}

/** The day in a sentence ('3 March 2025', as the history tells a change), by the same rules as formatDisplayDay. */
export function formatLongDay(value: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return format(parsed.date, parsed.calendarDay ? 'UTC' : timeZone, 'longDay');
}

const DAY_MS = 86_400_000;

/** Days from `today` to `day`, both calendar days; null when `day` is not a real one ('2026-02-30'). */
function calendarDaysFrom(today: string, day: string): number | null {
  if (!CALENDAR_DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  return Math.round((date.getTime() - new Date(`${today}T00:00:00Z`).getTime()) / DAY_MS);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A calendar day (a start date, a due date) relative to today in the account's zone, in whole days:
 * 'today', 'yesterday', '5 days ago', 'in 2 months'. Never in hours, since a day has no time of day.
 * Null for what is not a calendar day.
 */
export function formatRelativeDay(
  day: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const days = calendarDaysFrom(localDay(now, timeZone), day);
  if (days === null) return null;
  if (days === 0) return 'today';
  if (days === -1) return 'yesterday';
  if (days === 1) return 'tomorrow';
  const span = Math.abs(days);
  const amount =
    span < 30
      ? plural(span, 'day')
      : span < 365
        ? plural(Math.floor(span / 30.44), 'month')
        : plural(Math.floor(span / 365), 'year');
  return days < 0 ? `${amount} ago` : `in ${amount}`;
}
