import { useMemo, useState } from 'react';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { GridApi, IDatasource, IGetRowsParams } from 'ag-grid-community';
import { PAGE_SIZES } from '@ledgerline/contracts';
import type { ListFilters, ListPage, PageRequest } from '@/lib/list-query';
import { useDebouncedValue } from './use-debounced-value';

/** A feature's `queryOptions` factory for one page of its list route (module level, so it is stable). */
export type PageQuery<Row, Filters extends ListFilters, Key extends QueryKey> = (
  filters: Filters & { q?: string },
  page: PageRequest,
) => FetchQueryOptions<ListPage<Row>, Error, ListPage<Row>, Key>;

interface LoadState {
  source: IDatasource | null;
  total: number | null;
  pending: number;
  error: unknown;
}

const idle: LoadState = { source: null, total: null, pending: 0, error: null };

const sortOf = (params: Pick<IGetRowsParams, 'sortModel'>) => {
  const sort = params.sortModel[0];
  return sort ? { sort: sort.colId, order: sort.sort } : {};
};

/**
 * Server-side rows for an AG Grid list (infinite row model): the search box (debounced into `q`), the
 * toolbar's filters, the page size and the grid's sort all go to the list route; the total comes from its
 * `X-Total-Count`. A filter change hands the grid a new datasource, which starts again from the first page.
 */
export function useServerList<Row, Filters extends ListFilters, Key extends QueryKey>(
  pageQuery: PageQuery<Row, Filters, Key>,
  initialFilters: Filters,
) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim()) || undefined;
  const [filters, setFilters] = useState(initialFilters);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [gridApi, setGridApi] = useState<GridApi<Row> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>(idle);

  const datasource = useMemo<IDatasource>(() => {
    const query = { ...filters, q };
    const source: IDatasource = {
      rowCount: undefined,
      getRows: (params: IGetRowsParams) => {
        const page = { offset: params.startRow, limit: params.endRow - params.startRow, ...sortOf(params) };
        const mine = (update: (state: LoadState) => LoadState) =>
          setLoad((state) => (state.source === source ? update(state) : state));
        setLoad((state) =>
          state.source === source
            ? { ...state, pending: state.pending + 1, error: null }
            : { source, total: null, pending: 1, error: null },
        );
        const options = pageQuery(query, page);
        // After a failure the retry asks the server again rather than any page cached before it.
        queryClient.fetchQuery(attempt > 0 ? { ...options, staleTime: 0 } : options).then(
          (result) => {
            params.successCallback(result.rows, result.total);
            mine((state) => ({ ...state, total: result.total, pending: state.pending - 1 }));
          },
          (error: unknown) => {
            // A failed first page leaves the grid empty rather than on a placeholder row; a later page
            // keeps the rows already known.
            if (params.startRow === 0) params.successCallback([], 0);
            else params.failCallback();
            mine((state) => ({ ...state, pending: state.pending - 1, error }));
          },
        );
      },
    };
    return source;
  }, [filters, q, attempt, pageQuery, queryClient]);

  const started = load.source === datasource;
  const current = started ? load : idle;

  /** The filters, the search and the grid's sort as the list route takes them: what an export follows. */
  function listQuery(): ListFilters {
    const sorted = gridApi?.getColumnState().find((column) => column.sort);
    return { ...filters, q, ...(sorted ? { sort: sorted.colId, order: sorted.sort ?? undefined } : {}) };
  }

  return {
    search,
    filters,
    pageSize,
    total: current.total,
    setSearch,
    setFilter: (name: keyof Filters, value: string) =>
      setFilters((previous) => ({ ...previous, [name]: value })),
    /** Props for ServerGrid. */
    grid: {
      datasource,
      pageSize,
      total: current.total,
      loading: !started || (current.pending > 0 && current.total === null),
      failed: current.error !== null && current.total === null,
      onGridReady: setGridApi,
      onPageSizeChange: setPageSize,
    },
    /** For ListPage's 'Failed to load {noun}.' alert and its retry. */
    status: {
      isError: current.error !== null,
      error: current.error,
      refetch: () => setAttempt((value) => value + 1),
    },
    /** For ExportMenu: every format exports the rows the list matches, not only the page the grid holds. */
    listQuery,
  };
}
