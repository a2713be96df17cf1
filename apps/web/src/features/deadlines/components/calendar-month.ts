/** Calendar arithmetic on plain days (YYYY-MM-DD, UTC noon-free): no time zone can shift a due date. */
const DAY_MS = 86_400_000;

export const toDay = (date: Date): string => date.toISOString().slice(0, 10);
const fromDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number): string =>
  toDay(new Date(fromDay(day).getTime() + days * DAY_MS));

/** `YYYY-MM` of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return toDay(date).slice(0, 7);
}

export const firstDay = (month: string): string => `${month}-01`;
export const lastDay = (month: string): string => addDays(firstDay(shiftMonth(month, 1)), -1);

/** The same day of the month `by` months on, clamped to that month's length (31 Jan + 1 month = 28 Feb). */
export function shiftDayByMonths(day: string, by: number): string {
  const month = shiftMonth(monthOf(day), by);
  const last = lastDay(month);
  const candidate = `${month}-${day.slice(8, 10)}`;
  return candidate > last ? last : candidate;
}

/** Monday-first weeks covering the month; days outside it are included to fill the first and last week. */
export function monthWeeks(month: string): string[][] {
  const first = firstDay(month);
  const offset = (fromDay(first).getUTCDay() + 6) % 7;
  let day = addDays(first, -offset);
  const last = lastDay(month);
  const weeks: string[][] = [];
  while (day <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const monthName = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const monthLabel = (month: string): string => monthName.format(fromDay(firstDay(month)));
export const dayLabel = (day: string): string => dayName.format(fromDay(day));

/** Where a key moves the focused day in the grid (WAI-ARIA date grid keys); null for other keys. */
export function dayAfterKey(day: string, key: string): string | null {
  const weekday = (fromDay(day).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return shiftDayByMonths(day, -1);
    case 'PageDown':
      return shiftDayByMonths(day, 1);
    default:
      return null;
  }
}
