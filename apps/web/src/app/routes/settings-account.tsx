import { AccountSettingsPage } from '@/features/account-settings/components/account-settings-page';

export function SettingsAccountRoute() {
  return <AccountSettingsPage />;
}
