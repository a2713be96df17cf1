import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import type { AssetView } from '@ledgerline/contracts';
import { formatDay } from '@/lib/format';
import { formatCurrency } from '@/lib/format-currency';
import { humanizeCode } from '@/lib/format-values';
import { AssetStatusCell, ViewAssetCell } from './entity-asset-cells';

/** Spec 001 'Company detail' assets table; pure, built once outside render. */
function buildEntityAssetColumns(): ColDef<AssetView>[] {
  return [
    { field: 'name', headerName: 'Asset Name', flex: 2, minWidth: 180, cellClass: 'font-medium' },
    {
      field: 'type',
      headerName: 'Type',
      flex: 1,
      minWidth: 140,
      valueFormatter: ({ value }) => humanizeCode(value as string | null),
    },
    {
      field: 'value',
      headerName: 'Value',
      flex: 1,
      minWidth: 130,
      valueFormatter: ({ value }) => formatCurrency(value as number | null),
    },
    {
      field: 'acquisitionDate',
      headerName: 'Acquisition Date',
      width: 175,
      valueFormatter: ({ value }) => formatDay(value as string | null),
    },
    { field: 'status', headerName: 'Status', width: 120, cellRenderer: AssetStatusCell },
    { colId: 'view', headerName: 'Actions', width: 110, sortable: false, cellRenderer: ViewAssetCell },
  ];
}

export const entityAssetColumns = buildEntityAssetColumns();
export const getAssetRowId = ({ data }: GetRowIdParams<AssetView>) => String(data.id);
