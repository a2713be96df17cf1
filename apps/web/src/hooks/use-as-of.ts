import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { asOfDay, knownAtInstant } from '@ledgerline/contracts';
import { accountToday } from '@/lib/account-settings/account-time-zone';

export const AS_OF_PARAM = 'asOf';
export const KNOWN_AT_PARAM = 'knownAt';

const never = () => false;

/** A search parameter read only when valid; set to a default (or null) it leaves the address. */
function useRegisterParam(
  name: string,
  isValid: (value: string) => boolean,
  isDefault: (value: string) => boolean = never,
): [value: string | null, setValue: (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const given = params.get(name);
  const value = given !== null && isValid(given) ? given : null;
  const setValue = useCallback(
    (next: string | null) =>
      setParams((current) => {
        const search = new URLSearchParams(current);
        if (next === null || isDefault(next)) search.delete(name);
        else search.set(name, next);
        return search;
      }),
    [setParams, name, isDefault],
  );
  return [value, setValue];
}

const isAsOfDay = (value: string) => asOfDay.safeParse(value).success;
const isToday = (day: string) => day === accountToday();
const isKnownAt = (value: string) => knownAtInstant.safeParse(value).success;

/**
 * The effective day the register is shown as of, kept in the address so a link shows the
 * same past register to whoever opens it. Null means today as known now; a malformed value reads as today.
 */
export function useAsOf(): [asOf: string | null, setAsOf: (day: string | null) => void] {
  return useRegisterParam(AS_OF_PARAM, isAsOfDay, isToday);
}

/**
 * The recorded moment the register is shown as (what it said then), kept in the address beside `asOf` with
 * the account zone's offset ('2025-03-03T09:00:00+02:00'). Null means as known now; a malformed value reads
 * as now.
 */
export function useKnownAt(): [knownAt: string | null, setKnownAt: (moment: string | null) => void] {
  return useRegisterParam(KNOWN_AT_PARAM, isKnownAt);
}
