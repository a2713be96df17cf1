import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getRecentActivities(limit: number): Promise<ActivityView[]> {
  return apiClient.get<ActivityView[]>(`/api/activities/recent?limit=${limit}`);
}

/** Under the dashboard root on purpose: every register change already refreshes that root. */
export const recentActivitiesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...queryRoots.dashboard, 'activities', { limit }] as const,
    queryFn: () => getRecentActivities(limit),
    placeholderData: keepPreviousData,
  });

export function useRecentActivities(limit: number) {
  return useQuery(recentActivitiesQueryOptions(limit));
}
