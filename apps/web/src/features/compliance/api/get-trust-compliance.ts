import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustComplianceView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { complianceKeys, isValidId } from '@/lib/compliance-keys';

export type { TrustComplianceView };

export const trustComplianceQueryOptions = (trustId: number) =>
  queryOptions({
    queryKey: complianceKeys.trust(trustId),
    queryFn: () => apiClient.get<TrustComplianceView>(`/api/compliance/trusts/${trustId}`),
    enabled: isValidId(trustId),
  });

export function useTrustCompliance(trustId: number) {
  return useQuery(trustComplianceQueryOptions(trustId));
}
