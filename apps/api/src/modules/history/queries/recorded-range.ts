import { zoneOffsetMs } from '@ledgerline/contracts';
import type { FilterRange } from '@ledgerline/projections';

/** The first instant of a calendar day in `timeZone`, as the history's order key starts. */
export function dayStart(day: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - zoneOffsetMs(midnightUtc, timeZone)).toISOString();
}

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `from`/`to` as a range on the order key (`<recordedAt>#<position>`): both ends included, a day is the whole
 * day in the account's time zone.
 */
export function recordedRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): FilterRange | undefined {
  if (!from && !to) return undefined;
  const range: FilterRange = {};
  if (from) range.gte = from.length === 10 ? dayStart(from, timeZone) : new Date(from).toISOString();
  // '~' sorts after the '#position' of every row recorded at that very instant.
  if (to) range.lt = to.length === 10 ? dayStart(nextDay(to), timeZone) : `${new Date(to).toISOString()}~`;
  return range;
}
