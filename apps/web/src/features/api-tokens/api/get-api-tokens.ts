import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTokenView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export function getApiTokens(): Promise<ApiTokenView[]> {
  return apiClient.get<ApiTokenView[]>('/api/account/tokens');
}

/** Under the user's root: signing out clears them with the rest. */
export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.user, 'api-tokens'] as const, queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
