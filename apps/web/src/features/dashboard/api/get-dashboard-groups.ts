import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetailView, GroupView } from '@ledgerline/contracts';
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

export function getGroupEntities(groupId: number): Promise<GroupDetailView> {
  return apiClient.get<GroupDetailView>(`/api/groups/${groupId}/entities`);
}

export const groupEntitiesQueryOptions = (groupId: number | null) =>
  queryOptions({
    queryKey: [...queryRoots.groups, 'detail', groupId ?? 0] as const,
    queryFn: () => getGroupEntities(groupId ?? 0),
    enabled: groupId !== null,
  });

export function useGroupEntities(groupId: number | null) {
  return useQuery(groupEntitiesQueryOptions(groupId));
}
