import bundled from './sa-public-holidays.json';
import { type HolidayCalendar, holidayCalendarSchema } from './holiday-calendar';

/**
 * The calendar shipped with the product (sa-public-holidays.json, each entry with its source); an installation
 * extends it with a file in DATA_DIR or an admin upload (docs/decisions/0027-holiday-calendar-data.md).
 */
export const BUNDLED_HOLIDAY_CALENDAR: HolidayCalendar = holidayCalendarSchema.parse(bundled);

/** Easter Sunday (anonymous Gregorian algorithm), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
