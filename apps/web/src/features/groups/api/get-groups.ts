import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getGroups(): Promise<GroupView[]> {
  return apiClient.get<GroupView[]>('/api/groups');
}

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.groups, 'list'] as const, queryFn: getGroups });

export function useGroups() {
  return useQuery(groupsQueryOptions());
}
