import type { HolidayCalendar } from './holiday-calendar';
import { BUNDLED_HOLIDAY_CALENDAR, easterSunday } from './sa-public-holidays';

const DAY_MS = 86_400_000;
const toDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string =>
  toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
const pad = (n: number) => String(n).padStart(2, '0');

let activeCalendar: HolidayCalendar = BUNDLED_HOLIDAY_CALENDAR;
const cache = new Map<number, Set<string>>();
/**
 * Counted dates by start and count: re-planning every company below a link walks the same anniversaries again
 * on each write, a day at a time (docs/decisions/0084).
 */
const counted = new Map<string, string>();
const COUNTED_MAX = 100_000;

/** The calendar every business-day count uses: the bundled one until the installation's is loaded. */
export function activeHolidayCalendar(): HolidayCalendar {
  return activeCalendar;
}

export function setActiveHolidayCalendar(calendar: HolidayCalendar): void {
  activeCalendar = calendar;
  cache.clear();
  counted.clear();
}

/** Every public holiday of a year as observed: Sunday holidays move to the Monday, proclaimed days as listed. */
export function publicHolidays(year: number): Set<string> {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const dates = [
    ...activeCalendar.fixed.map(({ month, day }) => `${year}-${pad(month)}-${pad(day)}`),
    ...activeCalendar.easter.map(({ daysFromEaster }) => addDays(easter, daysFromEaster)),
  ];
  const observed = new Set<string>();
  for (const date of dates) observed.add(toDate(date).getUTCDay() === 0 ? addDays(date, 1) : date);
  for (const { date } of activeCalendar.proclaimed) if (date.startsWith(`${year}-`)) observed.add(date);
  cache.set(year, observed);
  return observed;
}

export function isBusinessDay(iso: string): boolean {
  const weekday = toDate(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** The date `count` business days after `iso` (the start day itself is not counted). */
export function addBusinessDays(iso: string, count: number): string {
  const key = `${iso}+${count}`;
  const known = counted.get(key);
  if (known !== undefined) return known;
  let date = iso;
  for (let added = 0; added < count;) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) added++;
  }
  if (counted.size >= COUNTED_MAX) counted.clear();
  counted.set(key, date);
  return date;
}
