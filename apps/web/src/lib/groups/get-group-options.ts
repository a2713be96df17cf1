import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/groups: shared, because the company, individual and trust lists filter by group. */
export function getGroupOptions(): Promise<GroupView[]> {
  return apiClient.get<GroupView[]>('/api/groups');
}

// The groups feature reads the same route under the same key, so both share one cache entry.
export const groupOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.groups, 'list'] as const, queryFn: getGroupOptions });

const allGroups = { value: 'all', label: 'All Groups' };

/** 'All Groups' and each group by name, for a list's 'Filter by group' select. */
export function useGroupFilterOptions() {
  const groups = useQuery(groupOptionsQueryOptions()).data;
  return [allGroups, ...(groups ?? []).map((group) => ({ value: String(group.id), label: group.name }))];
}
