import { queryOptions } from '@tanstack/react-query';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { apiClient } from '@/lib/api-client';
import { listSearch, toListPage, type ListPage, type PageRequest } from '@/lib/list-query';
import { deadlineKeys } from './deadline-keys';

/** The Deadlines filters as the toolbar holds them ('all' or '' for none). */
export interface DeadlineFilters {
  q?: string;
  entityId: string;
  groupId: string;
  requirementType: string;
  status: string;
  dueWithinDays: string;
  /** 'all', 'me', 'none' (unassigned) or a member's user id. */
  assignee: string;
  [name: string]: string | undefined;
}

export const noDeadlineFilters: DeadlineFilters = {
  entityId: '',
  groupId: 'all',
  requirementType: 'all',
  status: 'all',
  dueWithinDays: 'all',
  assignee: 'all',
};

const FILINGS = '/api/compliance/filing-requirements';

/** One page of the account's filings, overdue first unless a column is sorted. */
export async function getDeadlines(
  filters: DeadlineFilters,
  page: PageRequest,
): Promise<ListPage<FilingRequirementView>> {
  const sorted = page.sort ? page : { ...page, sort: 'priority' };
  return toListPage(
    await apiClient.getList<FilingRequirementView>(`${FILINGS}${listSearch(filters, sorted)}`),
    page,
  );
}

export const deadlinesQueryOptions = (filters: DeadlineFilters, page: PageRequest) =>
  queryOptions({
    queryKey: deadlineKeys.page({ ...filters, ...page }),
    queryFn: () => getDeadlines(filters, page),
  });

/** A calendar month reads at most this many filings (one indexed due-date range); more are counted. */
export const MONTH_LIMIT = 1000;

/**
 * The filings due from `from` to `to` (both YYYY-MM-DD), soonest first, at most `limit` of them, with how many
 * there are (a `limit` of 1 reads little more than the count).
 */
export async function getDeadlineMonth(
  filters: DeadlineFilters,
  from: string,
  to: string,
  limit = MONTH_LIMIT,
): Promise<ListPage<FilingRequirementView>> {
  const { dueWithinDays: _ignored, ...rest } = filters;
  const search = listSearch({ ...rest, dueFrom: from, dueTo: to }, { limit, offset: 0, sort: 'dueDate' });
  return toListPage(await apiClient.getList<FilingRequirementView>(`${FILINGS}${search}`), {
    offset: 0,
    limit,
  });
}

export const deadlineMonthQueryOptions = (
  filters: DeadlineFilters,
  from: string,
  to: string,
  limit = MONTH_LIMIT,
) =>
  queryOptions({
    queryKey: deadlineKeys.month({ ...filters, from, to, limit }),
    queryFn: () => getDeadlineMonth(filters, from, to, limit),
  });
