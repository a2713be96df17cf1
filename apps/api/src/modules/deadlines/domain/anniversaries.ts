export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The anniversary of `incorporated` in `year`. A 29 February incorporation has its anniversary on 28 February
 * in common years: the last day of the same month, never a rolled-over 1 March (docs/decisions/0026).
 */
export function anniversaryIn(incorporated: string, year: number): string {
  const monthDay = incorporated.slice(5);
  if (monthDay === '02-29' && !isLeapYear(year)) return `${year}-02-28`;
  return `${year}-${monthDay}`;
}
