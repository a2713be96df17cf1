import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeKind, HistoryRecordType, RecordChangeView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { type ListPage, listSearch, toListPage } from '@/lib/list-query';
import { queryRoots } from '@/lib/query-keys';

/** The record whose History tab is open. */
export interface HistorySubject {
  type: HistoryRecordType;
  id: number;
}

export interface RecordHistoryRequest {
  offset: number;
  limit: number;
  kind?: ChangeKind;
  /** YYYY-MM-DD, recorded on or after. */
  from?: string;
  /** YYYY-MM-DD, recorded on or before. */
  to?: string;
  /** `entity` keeps an entity's own changes, without those of the records linking it. */
  recordType?: HistoryRecordType;
}

const PATHS: Record<HistoryRecordType, string> = {
  entity: '/api/entities',
  relationship: '/api/relationships',
  asset: '/api/assets',
  filing: '/api/compliance/filing-requirements',
  document: '/api/compliance/files',
  group: '/api/groups',
};

export async function getRecordHistory(
  subject: HistorySubject,
  request: RecordHistoryRequest,
): Promise<ListPage<RecordChangeView>> {
  const { offset, limit, ...filters } = request;
  const url = `${PATHS[subject.type]}/${subject.id}/history${listSearch(filters, { offset, limit })}`;
  return toListPage(await apiClient.getList<RecordChangeView>(url), request);
}

/** Under the entities root: every register change refreshes it, as a change anywhere can show in a history. */
export const recordHistoryQueryOptions = (subject: HistorySubject, request: RecordHistoryRequest) =>
  queryOptions({
    queryKey: [...queryRoots.entities, 'history', subject, request] as const,
    queryFn: () => getRecordHistory(subject, request),
    placeholderData: keepPreviousData,
  });

export function useRecordHistory(subject: HistorySubject, request: RecordHistoryRequest) {
  return useQuery(recordHistoryQueryOptions(subject, request));
}
