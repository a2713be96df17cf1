import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordChangeView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { type ListPage, listSearch, toListPage } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';
import type { RecordHistoryRequest } from './get-record-history';

/** The record history's filters and paging, over the whole account. */
export interface AuditTrailRequest extends RecordHistoryRequest {
  actorId?: number;
  /** The changes concerning one entity: its own and those of its links, assets and filings. */
  entityId?: number;
  /** Another account's trail: installation administrators only. */
  accountId?: number;
}

export async function getAuditTrail(request: AuditTrailRequest): Promise<ListPage<RecordChangeView>> {
  const { offset, limit, ...filters } = request;
  return toListPage(
    await apiClient.getList<RecordChangeView>(`/api/audit${listSearch(filters, { offset, limit })}`),
    request,
  );
}

/** Under the entities root: every register change refreshes the log. */
export const auditTrailQueryOptions = (request: AuditTrailRequest) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'audit', request] as const,
    queryFn: () => getAuditTrail(request),
    placeholderData: keepPreviousData,
  });

export function useAuditTrail(request: AuditTrailRequest) {
  return useQuery(auditTrailQueryOptions(request));
}
