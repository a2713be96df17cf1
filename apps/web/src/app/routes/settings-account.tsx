import { AccountSettingsPage } from '@/features/account-settings/components/account-settings-page';
import { RetentionRulesCard } from '@/features/privacy/components/retention-rules-card';

export function SettingsAccountRoute() {
  return (
    <AccountSettingsPage>
      <RetentionRulesCard />
    </AccountSettingsPage>
  );
}
