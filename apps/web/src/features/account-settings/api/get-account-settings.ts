import { useQuery } from '@tanstack/react-query';
import { accountSettingsQueryOptions } from '@/lib/account-settings/account-time-zone';

export {
  accountSettingsQueryOptions,
  getAccountSettings,
  showAccountSettings,
} from '@/lib/account-settings/account-time-zone';

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}
