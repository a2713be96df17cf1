import { useMemo, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type {
  CellKeyDownEvent,
  ColDef,
  GetRowIdFunc,
  GridApi,
  ICellRendererParams,
  IDatasource,
  RowClickedEvent,
} from 'ag-grid-community';
import type { CustomNoRowsOverlayProps } from 'ag-grid-react';
import { gridTheme, headerColDef } from '@/lib/ag-grid';
import { ListPagination } from './list-pagination';
import { Skeleton } from './skeleton';

/** A row whose page is still on its way has no data: a placeholder bar instead of the column's renderer. */
function PendingCell() {
  return <Skeleton className="mt-3 h-3 w-3/4" />;
}

const defaultColDef: ColDef = {
  ...headerColDef,
  cellRendererSelector: ({ data }: ICellRendererParams) => (data ? undefined : { component: PendingCell }),
};

function NoRowsOverlay({ text }: CustomNoRowsOverlayProps & { text: string }) {
  return <span className="text-sm text-muted-foreground">{text}</span>;
}

interface ServerGridProps<Row> {
  label: string;
  /** Plural noun in the row count under the grid. */
  noun: string;
  /** Built outside render; a sortable column's colId is the list route's `sort` value. */
  columnDefs: ColDef<Row>[];
  getRowId: GetRowIdFunc<Row>;
  /** From useServerList: a new datasource (a filter changed) starts again from the first page. */
  datasource: IDatasource;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  total: number | null;
  loading: boolean;
  /** The first page failed: the grid stays empty (the list shows the error and its retry above). */
  failed: boolean;
  onGridReady?: (api: GridApi<Row>) => void;
  /** Row click or Enter on a focused cell. */
  onOpenRow?: (row: Row) => void;
  /** Shown in the grid when there are no rows; 'No results.' unless told. */
  emptyText?: string;
  /** Handed to cell renderers (row actions), so columnDefs stay built outside render. */
  context?: unknown;
}

/**
 * An AG Grid list over a paged list route (infinite row model, one cache block per page): only the page
 * shown is fetched and rendered, so 10,000 rows cost what 10 do. Sorting happens on the server.
 */
export function ServerGrid<Row>(props: ServerGridProps<Row>) {
  const { label, noun, columnDefs, getRowId, datasource, pageSize, total, loading, onOpenRow, context } =
    props;
  const emptyText = props.failed ? '' : (props.emptyText ?? 'No results.');
  const overlayParams = useMemo(() => ({ text: emptyText }), [emptyText]);
  const [gridApi, setGridApi] = useState<GridApi<Row> | null>(null);
  const [currentPage, setCurrentPage] = useState(0);

  return (
    <div className="space-y-4">
      <div className="w-full" aria-label={label} role="region" aria-busy={loading}>
        <AgGridReact<Row>
          theme={gridTheme}
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={pageSize}
          maxBlocksInCache={20}
          maxConcurrentDatasourceRequests={1}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          getRowId={getRowId}
          loading={loading}
          noRowsOverlayComponent={NoRowsOverlay}
          noRowsOverlayComponentParams={overlayParams}
          context={context}
          domLayout="autoHeight"
          pagination
          paginationPageSize={pageSize}
          paginationPageSizeSelector={false}
          suppressPaginationPanel
          suppressMultiSort
          rowClass={onOpenRow ? 'cursor-pointer' : undefined}
          onGridReady={({ api }) => {
            setGridApi(api);
            props.onGridReady?.(api);
          }}
          onPaginationChanged={({ api }) => setCurrentPage(api.paginationGetCurrentPage())}
          onRowClicked={({ data }: RowClickedEvent<Row>) => (data && onOpenRow ? onOpenRow(data) : undefined)}
          onCellKeyDown={({ data, event }: CellKeyDownEvent<Row>) => {
            if (data && onOpenRow && event instanceof KeyboardEvent && event.key === 'Enter') onOpenRow(data);
          }}
        />
      </div>
      <ListPagination
        page={{ currentPage, pageSize, total: props.failed ? 0 : total }}
        noun={noun}
        onPrevious={() => gridApi?.paginationGoToPreviousPage()}
        onNext={() => gridApi?.paginationGoToNextPage()}
        onPageSizeChange={props.onPageSizeChange}
      />
    </div>
  );
}
