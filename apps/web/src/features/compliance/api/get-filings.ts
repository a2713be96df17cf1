import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { complianceKeys, isValidId } from '@/lib/compliance-keys';

export type FilingScope = 'upcoming' | 'overdue';

export const entityFilingsQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: complianceKeys.filings(entityId),
    queryFn: () => apiClient.get<FilingRequirementView[]>(`/api/compliance/filing-requirements/${entityId}`),
    enabled: isValidId(entityId),
  });

export const scopedFilingsQueryOptions = (scope: FilingScope) =>
  queryOptions({
    queryKey: complianceKeys.filings(scope),
    queryFn: () => apiClient.get<FilingRequirementView[]>(`/api/compliance/filing-requirements/${scope}`),
  });

export function useEntityFilings(entityId: number) {
  return useQuery(entityFilingsQueryOptions(entityId));
}
