/**
 * South African public holidays (Public Holidays Act 36 of 1994) as data: fixed dates, the two Easter
 * holidays, and one-off days proclaimed by the President. A holiday on a Sunday moves to the Monday.
 */
export const FIXED_HOLIDAYS: { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 3, day: 21, name: 'Human Rights Day' },
  { month: 4, day: 27, name: 'Freedom Day' },
  { month: 5, day: 1, name: "Workers' Day" },
  { month: 6, day: 16, name: 'Youth Day' },
  { month: 8, day: 9, name: "National Women's Day" },
  { month: 9, day: 24, name: 'Heritage Day' },
  { month: 12, day: 16, name: 'Day of Reconciliation' },
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Day of Goodwill' },
];

/** Proclaimed one-off public holidays (elections and special days). */
export const PROCLAIMED_HOLIDAYS: { date: string; name: string }[] = [
  { date: '2016-08-03', name: 'Local government elections' },
  { date: '2019-05-08', name: 'National and provincial elections' },
  { date: '2021-11-01', name: 'Local government elections' },
  { date: '2022-12-27', name: 'Day of Goodwill (proclaimed)' },
  { date: '2024-05-29', name: 'National and provincial elections' },
];

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
