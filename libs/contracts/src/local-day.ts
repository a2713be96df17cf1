import { zoneFormatter } from './zone-formatter';

/**
 * Calendar days are South African days: a filing due today turns overdue at midnight in
 * Johannesburg, not at 02:00 SAST when the UTC date changes. An account may choose another IANA zone.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';

// en-CA formats a date as YYYY-MM-DD.
const formatterFor = zoneFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** True for a time zone name this runtime knows (e.g. `Africa/Johannesburg`). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function localDay(instant: Date | string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatterFor(timeZone).format(new Date(instant));
}

let validationTimeZone: () => string = () => DEFAULT_TIME_ZONE;

/**
 * Where "today" is for the schemas' "cannot be in the future" checks: the server sets the zone of the request's
 * account, the web app the signed-in account's. Until set, Johannesburg's.
 */
export function setValidationTimeZone(zone: () => string): void {
  validationTimeZone = zone;
}

/** The zone the schemas read days in (setValidationTimeZone). */
export const validationZone = (): string => validationTimeZone();

/** Today (YYYY-MM-DD) for the schemas' date checks (setValidationTimeZone). */
export const validationToday = (): string => localDay(new Date(), validationTimeZone());
