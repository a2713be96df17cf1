import { useMemo } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { ServerGrid } from '@/components/ui/server-grid';
import { useServerList } from '@/hooks/use-server-list';
import { type DeadlineFilters, deadlinesQueryOptions } from '../api/get-deadlines';
import { buildDeadlineColumns, type DeadlineGridContext, getDeadlineRowId } from './deadline-columns';
import type { DeadlineHandlers } from './deadline-actions';
import type { SelectionStore } from './selection-store';

const columns = buildDeadlineColumns();

/** The list's filters, search, page and sort, shared with the calendar (which reads the same filters). */
export const useDeadlineList = (initial: DeadlineFilters) => useServerList(deadlinesQueryOptions, initial);
type DeadlineList = ReturnType<typeof useDeadlineList>;

interface DeadlinesListProps {
  list: DeadlineList;
  /** Stable (the page keeps it in a ref), so the grid's context never changes. */
  handlers: DeadlineHandlers;
  selection: SelectionStore;
  onGridReady: (api: GridApi<FilingRequirementView>) => void;
}

/** One server page of the account's filings at a time: overdue first until a header is clicked. */
export function DeadlinesList({ list, handlers, selection, onGridReady }: DeadlinesListProps) {
  const context = useMemo<DeadlineGridContext>(() => ({ handlers, selection }), [handlers, selection]);
  return (
    <ServerGrid
      label="Deadlines"
      noun="filings"
      columnDefs={columns}
      getRowId={getDeadlineRowId}
      {...list.grid}
      onGridReady={(api) => {
        list.grid.onGridReady(api);
        onGridReady(api);
      }}
      context={context}
      emptyText="No filings match these filters."
    />
  );
}
