import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The same reads as the groups feature (same keys, same answers), kept here because features never import each other. */
export function getGroups(): Promise<GroupView[]> {
  return apiClient.get<GroupView[]>('/api/groups');
}

export const dashboardGroupsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.groups, 'list'] as const, queryFn: getGroups });

export function useDashboardGroups() {
  return useQuery(dashboardGroupsQueryOptions());
}
