import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { asOfDay } from '@ledgerline/contracts';
import { accountToday } from '@/lib/account-settings/account-time-zone';

export const AS_OF_PARAM = 'asOf';

/**
 * The effective day the register is shown as of (issue 12 section 2), kept in the address so a link shows the
 * same past register to whoever opens it. Null means today as known now; a malformed value reads as today.
 */
export function useAsOf(): [asOf: string | null, setAsOf: (day: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const given = params.get(AS_OF_PARAM);
  const asOf = given !== null && asOfDay.safeParse(given).success ? given : null;
  const setAsOf = useCallback(
    (day: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (day === null || day === accountToday()) next.delete(AS_OF_PARAM);
        else next.set(AS_OF_PARAM, day);
        return next;
      }),
    [setParams],
  );
  return [asOf, setAsOf];
}
