import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AccountSettingsView,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  localDay,
  setValidationTimeZone,
} from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';

let shownTimeZone = DEFAULT_TIME_ZONE;
let shownCurrency: Currency = DEFAULT_CURRENCY;
// The forms' "cannot be in the future" checks count today where the account does.
setValidationTimeZone(() => shownTimeZone);

/** The zone and currency the pure formatters and grid columns use from now on. */
export function showAccountSettings(settings: AccountSettingsView): void {
  shownTimeZone = settings.timeZone;
  shownCurrency = settings.currency ?? DEFAULT_CURRENCY;
}

/** Reading the settings also sets the zone and currency the pure formatters and grid columns use. */
export async function getAccountSettings(): Promise<AccountSettingsView> {
  const settings = await apiClient.get<AccountSettingsView>('/api/account/settings');
  showAccountSettings(settings);
  return settings;
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'settings'] as const, queryFn: getAccountSettings });

/**
 * The zone the signed-in account's days are counted and its dates shown in: its own
 * choice, else the installation's; Africa/Johannesburg until the settings have loaded.
 */
export const accountTimeZone = (): string => shownTimeZone;

/** The currency the account's money is shown in: its choice, else rand. */
export const accountCurrency = (): Currency => shownCurrency;

/** Today in the account's zone (YYYY-MM-DD): what "today" means for its due dates and date fields. */
export const accountToday = (): string => localDay(new Date(), shownTimeZone);

/**
 * Loads the account's zone for the signed-in layout. `ready` stays false until the first answer (or failure),
 * so the layout can hold its page until then; the layout also keys its page by the zone, because route elements
 * do not render again when only the layout does, and a date already shown would otherwise keep the old zone.
 */
export function useAccountTimeZone(signedIn: boolean): { timeZone: string; key: string; ready: boolean } {
  const { data, isPending, isError } = useQuery({ ...accountSettingsQueryOptions(), enabled: signedIn });
  const timeZone = data?.timeZone ?? DEFAULT_TIME_ZONE;
  // Amounts already shown follow a new currency the same way dates follow a new zone.
  return { timeZone, key: `${timeZone}|${data?.currency ?? DEFAULT_CURRENCY}`, ready: !isPending || isError };
}
