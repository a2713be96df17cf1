import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetailView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The group with its member entities. */
export function getGroup(groupId: number): Promise<GroupDetailView> {
  return apiClient.get<GroupDetailView>(`/api/groups/${groupId}/entities`);
}

export const groupQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [...queryRoots.groups, 'detail', groupId] as const,
    queryFn: () => getGroup(groupId),
    enabled: Number.isInteger(groupId) && groupId > 0,
  });

export function useGroup(groupId: number) {
  return useQuery(groupQueryOptions(groupId));
}
