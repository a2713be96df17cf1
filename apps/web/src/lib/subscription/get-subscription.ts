import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/subscription: shared, because every list's Export menu reads the plan. */
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
