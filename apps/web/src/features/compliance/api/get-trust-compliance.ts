import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentType } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { complianceKeys, isValidId } from './compliance-keys';

export interface TrustComplianceView {
  trust: { id: number; name: string; registrationNumber: string | null };
  relationships: { isValid: boolean; missingRelationships: string[]; counts: Record<string, number> };
  requiredDocumentTypes: DocumentType[];
  documents: {
    id: number;
    documentType: string;
    filename: string;
    validationStatus: string;
    uploadDate: string;
  }[];
  missingDocuments: DocumentType[];
  filingRequirements: {
    id: number;
    requirementType: string;
    status: string;
    dueDate: string;
    provisional?: boolean;
  }[];
  overdueFilings: number;
  checks: { relationshipsComplete: boolean; documentsComplete: boolean; filingsUpToDate: boolean };
  isCompliant: boolean;
}

export const trustComplianceQueryOptions = (trustId: number) =>
  queryOptions({
    queryKey: complianceKeys.trust(trustId),
    queryFn: () => apiClient.get<TrustComplianceView>(`/api/compliance/trusts/${trustId}`),
    enabled: isValidId(trustId),
  });

export function useTrustCompliance(trustId: number) {
  return useQuery(trustComplianceQueryOptions(trustId));
}
