import { SecurityPage } from '@/features/account-security/components/security-page';

export function SettingsSecurityRoute() {
  return <SecurityPage />;
}
