import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSettingsView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';

export function getAccountSettings(): Promise<AccountSettingsView> {
  return apiClient.get<AccountSettingsView>('/api/account/settings');
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'settings'] as const, queryFn: getAccountSettings });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}
