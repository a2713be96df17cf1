import { ApiTokensPage } from '@/features/api-tokens/components/api-tokens-page';

export function SettingsApiTokensRoute() {
  return <ApiTokensPage />;
}
