import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AccountSettingsView, DEFAULT_TIME_ZONE, localDay } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';

let shownTimeZone = DEFAULT_TIME_ZONE;

/** Reading the settings also sets the zone the pure formatters and grid columns use. */
export async function getAccountSettings(): Promise<AccountSettingsView> {
  const settings = await apiClient.get<AccountSettingsView>('/api/account/settings');
  shownTimeZone = settings.timeZone;
  return settings;
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'settings'] as const, queryFn: getAccountSettings });

/**
 * The zone the signed-in account's days are counted and its dates shown in (issue 11 item 13): its own
 * choice, else the installation's; Africa/Johannesburg until the settings have loaded.
 */
export const accountTimeZone = (): string => shownTimeZone;

/** Today in the account's zone (YYYY-MM-DD): what "today" means for its due dates and date fields. */
export const accountToday = (): string => localDay(new Date(), shownTimeZone);

/**
 * Loads the account's zone for the signed-in layout, which renders its pages again when the zone arrives or
 * changes, so every date below it is shown in that zone.
 */
export function useAccountTimeZone(signedIn: boolean): string {
  const { data } = useQuery({ ...accountSettingsQueryOptions(), enabled: signedIn });
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}
