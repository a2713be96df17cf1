import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@ledgerline/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The signed-in user; a 401 means anonymous (null), not an error (spec 000 section 4). */
export async function getUser(): Promise<PublicUser | null> {
  try {
    return await apiClient.get<PublicUser>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: queryRoots.user, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
