import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { allowedExportFormats } from '@/lib/subscription/export-formats';
import { queryRoots } from '@/lib/query-keys';

export function getSubscription(): Promise<SubscriptionView> {
  return apiClient.get<SubscriptionView>('/api/subscription');
}

/** Same key as the subscription feature's read; it is the one read that retries once (spec 000 section 7). */
export const exportAccessQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.subscription, 'current'] as const,
    queryFn: getSubscription,
    retry: 1,
  });

/** The formats the plan exports (none on the free tier). */
export function useExportAccess() {
  return useQuery({ ...exportAccessQueryOptions(), select: allowedExportFormats });
}
