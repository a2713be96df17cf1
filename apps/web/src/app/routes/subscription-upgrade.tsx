import { PlansPage } from '@/features/subscription/components/plans-page';

export function SubscriptionUpgradeRoute() {
  return <PlansPage />;
}
