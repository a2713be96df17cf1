import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, SubscriptionStatus, SubscriptionTier } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export interface UsageView {
  current: number;
  max: number;
  percent: number;
}

/** GET /api/subscription (spec 000 section 3 'Subscription (current)'). */
export interface SubscriptionView {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  expiresAt: string | null;
  entityLimit: number;
  entityUsage: UsageView;
  userUsage: UsageView;
  features: Plan['features'];
}

export function getSubscription(): Promise<SubscriptionView> {
  return apiClient.get<SubscriptionView>('/api/subscription');
}

/** The one read that retries once (spec 000 section 7). */
export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.subscription, 'current'] as const,
    queryFn: getSubscription,
    retry: 1,
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
