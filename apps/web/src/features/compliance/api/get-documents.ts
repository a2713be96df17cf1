import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentStatistics, DocumentView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { complianceKeys, isValidId } from '@/lib/compliance-keys';

export const documentsQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: complianceKeys.documents(entityId),
    queryFn: () => apiClient.get<DocumentView[]>(`/api/compliance/files?entityId=${entityId}`),
    enabled: isValidId(entityId),
  });

export const documentStatsQueryOptions = (entityId: number) =>
  queryOptions({
    queryKey: complianceKeys.documentStats(entityId),
    queryFn: () => apiClient.get<DocumentStatistics>(`/api/compliance/files/stats?entityId=${entityId}`),
    enabled: isValidId(entityId),
  });

export function useDocuments(entityId: number) {
  return useQuery(documentsQueryOptions(entityId));
}

export function useDocumentStats(entityId: number) {
  return useQuery(documentStatsQueryOptions(entityId));
}
