import { zoneFormatter } from './zone-formatter';

/**
 * Wall-clock readings of a time zone and the instants they name: the web app's "As recorded at" field (typed on
 * the account's clock) and the server's day ranges share them.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const wallFormatter = zoneFormatter('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock of `timeZone` at `instant`, as the UTC milliseconds of the same clock reading. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallFormatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
export const zoneOffsetMs = (instant: number, timeZone: string): number =>
  wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/**
 * A datetime-local value ('2025-03-03T09:00' or with seconds) read on the wall clock of `timeZone` (the
 * account's, never the browser's nor UTC), as an ISO moment with that zone's offset then
 * ('2025-03-03T09:00:00+02:00'). Null for what is not such a value. A clock time skipped by a change to
 * summer time reads with the offset before the change; one that happens twice when summer time ends, as the
 * second.
 */
export function wallTimeToInstant(wallTime: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '00'] = match.slice(1);
  const clock = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  if (+hour > 23 || +minute > 59 || +second > 59) return null;
  if (new Date(clock).toISOString().slice(0, 10) !== `${year}-${month}-${day}`) return null;
  // The offset at a first guess, then at the moment that guess gives: right on both sides of a change.
  const guess = clock - (wallClockMs(clock, timeZone) - clock);
  const offsetMinutes = Math.round((wallClockMs(guess, timeZone) - guess) / 60_000);
  return `${year}-${month}-${day}T${pad(+hour)}:${minute}:${pad(+second)}${offsetText(offsetMinutes)}`;
}

/** The wall clock of `timeZone` at an ISO moment, as a datetime-local value with seconds. */
export function instantToWallTime(instant: string | Date, timeZone: string): string {
  return new Date(wallClockMs(new Date(instant).getTime(), timeZone)).toISOString().slice(0, 19);
}
