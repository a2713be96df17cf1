import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getUsers(): Promise<PublicUser[]> {
  return apiClient.get<PublicUser[]>('/api/admin/users');
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.admin, 'users'] as const, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
