import { CurrentPlan } from '@/features/subscription/components/current-plan';

export function SubscriptionCurrentPlanRoute() {
  return <CurrentPlan />;
}
