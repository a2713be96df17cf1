import type { ListAnswer } from './api-client';

/** One page of a list route, as the grids ask for it (docs/api-lists.md). */
export interface PageRequest {
  offset: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** A page's rows and the number of rows matching the filters. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** Filter values as the toolbars hold them; 'all', '' and undefined mean "no filter". */
export type ListFilters = Record<string, string | number | undefined>;

/** `?type=company&q=acme&limit=10`: the filters that filter, then the page. */
export function listSearch(filters: ListFilters, page?: Partial<PageRequest>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...page })) {
    if (value === undefined || value === '' || value === 'all') continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The page out of a list answer. A route that does not page yet ignores the parameters and answers the whole
 * list without the total header; that list is cut to the page here so the grids work against either server.
 */
export function toListPage<Row>(
  answer: ListAnswer<Row>,
  page: Pick<PageRequest, 'offset' | 'limit'>,
): ListPage<Row> {
  if (answer.total !== null) return { rows: answer.rows, total: answer.total };
  return { rows: answer.rows.slice(page.offset, page.offset + page.limit), total: answer.rows.length };
}
