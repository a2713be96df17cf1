import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RetentionRule } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';

export function getRetentionRules(): Promise<RetentionRule[]> {
  return apiClient.get<RetentionRule[]>('/api/privacy/retention-rules');
}

export const retentionRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy', 'retention-rules'] as const,
    queryFn: getRetentionRules,
    staleTime: Infinity,
  });

export function useRetentionRules() {
  return useQuery(retentionRulesQueryOptions());
}
