import { useMemo, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { CellKeyDownEvent, ColDef, GetRowIdFunc, GridApi, RowClickedEvent } from 'ag-grid-community';
import { TABLE_PAGE_SIZE, gridTheme, headerColDef } from '@/lib/ag-grid';
import { GridPagination, firstGridPage, type GridPageInfo } from './grid-pagination';

interface PagedGridProps<Row> {
  label: string;
  /** Plural noun in the row count under the grid. */
  noun: string;
  rows: Row[];
  /** Built outside render so the grid keeps its state across refetches. */
  columnDefs: ColDef<Row>[];
  getRowId: GetRowIdFunc<Row>;
  loading?: boolean;
  onGridReady?: (api: GridApi<Row>) => void;
  /** Row click or Enter on a focused cell. */
  onOpenRow?: (row: Row) => void;
  /** Shown in the grid when there are no rows; 'No results.' unless told. */
  emptyText?: string;
  /** Handed to cell renderers (row actions), so columnDefs stay built outside render. */
  context?: unknown;
}

/** An AG Grid list with client paging (10 rows), Previous/Next, the row count and 'No results.'. */
export function PagedGrid<Row>(props: PagedGridProps<Row>) {
  const { label, noun, rows, columnDefs, getRowId, loading = false, onGridReady, onOpenRow, context } = props;
  const emptyText = props.emptyText ?? 'No results.';
  const localeText = useMemo(() => ({ noRowsToShow: emptyText }), [emptyText]);
  const [gridApi, setGridApi] = useState<GridApi<Row> | null>(null);
  const [page, setPage] = useState<GridPageInfo>(firstGridPage);
  const reportPage = (api: GridApi<Row>) =>
    setPage({
      currentPage: api.paginationGetCurrentPage(),
      totalPages: api.paginationGetTotalPages(),
      rowCount: api.paginationGetRowCount(),
    });

  return (
    <div className="space-y-4">
      <div className="w-full" aria-label={label} role="region">
        <AgGridReact<Row>
          theme={gridTheme}
          rowData={rows}
          columnDefs={columnDefs}
          defaultColDef={headerColDef}
          getRowId={getRowId}
          loading={loading}
          localeText={localeText}
          context={context}
          domLayout="autoHeight"
          pagination
          paginationPageSize={TABLE_PAGE_SIZE}
          paginationPageSizeSelector={false}
          suppressPaginationPanel
          rowClass={onOpenRow ? 'cursor-pointer' : undefined}
          onGridReady={({ api }) => {
            setGridApi(api);
            onGridReady?.(api);
            reportPage(api);
          }}
          onPaginationChanged={({ api }) => reportPage(api)}
          onRowClicked={({ data }: RowClickedEvent<Row>) => (data && onOpenRow ? onOpenRow(data) : undefined)}
          onCellKeyDown={({ data, event }: CellKeyDownEvent<Row>) => {
            if (data && onOpenRow && event instanceof KeyboardEvent && event.key === 'Enter') onOpenRow(data);
          }}
        />
      </div>
      <GridPagination
        page={page}
        noun={noun}
        onPrevious={() => gridApi?.paginationGoToPreviousPage()}
        onNext={() => gridApi?.paginationGoToNextPage()}
      />
    </div>
  );
}
