import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceStatusView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { complianceKeys, isValidId } from '@/lib/compliance-keys';

/** GET /api/compliance/status/{id}: the verdict of a company or trust, by the rule the trust page shows. */
export const complianceStatusQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: complianceKeys.status(entityId),
    queryFn: () => apiClient.get<ComplianceStatusView>(`/api/compliance/status/${entityId}`),
    enabled: isValidId(entityId),
  });

export function useComplianceStatus(entityId: number) {
  return useQuery(complianceStatusQueryOptions(entityId));
}
