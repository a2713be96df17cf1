import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSessionSummary } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getSessions(): Promise<UserSessionSummary[]> {
  return apiClient.get<UserSessionSummary[]>('/api/user/sessions');
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.user, 'sessions'] as const, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
