import { easterSunday, FIXED_HOLIDAYS, PROCLAIMED_HOLIDAYS } from './sa-public-holidays';

const DAY_MS = 86_400_000;
const toDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string =>
  toIso(new Date(toDate(iso).getTime() + days * DAY_MS));

const cache = new Map<number, Set<string>>();

/** Every public holiday of a year as observed: Sunday holidays move to the Monday. */
export function publicHolidays(year: number): Set<string> {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const dates = [
    ...FIXED_HOLIDAYS.map(
      ({ month, day }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
    addDays(easter, -2),
    addDays(easter, 1),
  ];
  const observed = new Set<string>();
  for (const date of dates) observed.add(toDate(date).getUTCDay() === 0 ? addDays(date, 1) : date);
  for (const { date } of PROCLAIMED_HOLIDAYS) if (date.startsWith(String(year))) observed.add(date);
  cache.set(year, observed);
  return observed;
}

export function isBusinessDay(iso: string): boolean {
  const weekday = toDate(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** The date `count` business days after `iso` (the start day itself is not counted). */
export function addBusinessDays(iso: string, count: number): string {
  let date = iso;
  for (let added = 0; added < count;) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) added++;
  }
  return date;
}
