import { AgGridReact } from 'ag-grid-react';
import type { CellKeyDownEvent, GetRowIdParams, GridApi, RowClickedEvent } from 'ag-grid-community';
import type { EntityView } from '@ledgerline/contracts';
import { TABLE_PAGE_SIZE, gridTheme } from '@/lib/ag-grid';
import { buildCompanyColumns } from './company-columns';

const companyColumns = buildCompanyColumns();
const getCompanyRowId = ({ data }: GetRowIdParams<EntityView>) => String(data.id);
const localeText = { noRowsToShow: 'No results.' };

export interface PageInfo {
  currentPage: number;
  totalPages: number;
  rowCount: number;
}

interface CompaniesTableProps {
  rows: EntityView[];
  loading: boolean;
  onGridReady: (api: GridApi<EntityView>) => void;
  onPageInfo: (info: PageInfo) => void;
  onOpenCompany: (companyId: number) => void;
}

export function CompaniesTable({
  rows,
  loading,
  onGridReady,
  onPageInfo,
  onOpenCompany,
}: CompaniesTableProps) {
  const reportPage = (api: GridApi<EntityView>) =>
    onPageInfo({
      currentPage: api.paginationGetCurrentPage(),
      totalPages: api.paginationGetTotalPages(),
      rowCount: api.paginationGetRowCount(),
    });

  return (
    <div className="w-full" aria-label="Companies" role="region">
      <AgGridReact<EntityView>
        theme={gridTheme}
        rowData={rows}
        columnDefs={companyColumns}
        getRowId={getCompanyRowId}
        loading={loading}
        localeText={localeText}
        domLayout="autoHeight"
        pagination
        paginationPageSize={TABLE_PAGE_SIZE}
        paginationPageSizeSelector={false}
        suppressPaginationPanel
        suppressCellFocus={false}
        rowClass="cursor-pointer"
        onGridReady={({ api }) => {
          onGridReady(api);
          reportPage(api);
        }}
        onPaginationChanged={({ api }) => reportPage(api)}
        onRowClicked={({ data }: RowClickedEvent<EntityView>) => (data ? onOpenCompany(data.id) : undefined)}
        onCellKeyDown={({ data, event }: CellKeyDownEvent<EntityView>) => {
          if (data && event instanceof KeyboardEvent && event.key === 'Enter') onOpenCompany(data.id);
        }}
      />
    </div>
  );
}
