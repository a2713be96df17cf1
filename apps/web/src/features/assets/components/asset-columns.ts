import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import type { AssetView } from '@ledgerline/contracts';
import { formatDay } from '@/lib/format';
import { formatCurrency } from '@/lib/format-currency';
import { humanize } from '@/lib/humanize';
import { assetOwnerLabel } from './asset-labels';
import { AssetOwnerCell } from './asset-owner-cell';
import { AssetStatusCell } from './asset-status-badge';

export const getAssetRowId = ({ data }: GetRowIdParams<AssetView>) => String(data.id);

/** Spec 001 'Assets' list columns; pure, built once outside render. Sortable ones are sorted by the server. */
export function buildAssetColumns(): ColDef<AssetView>[] {
  return [
    { field: 'name', headerName: 'Asset Name', flex: 2, minWidth: 180, cellClass: 'font-medium' },
    {
      field: 'type',
      headerName: 'Type',
      flex: 1,
      minWidth: 140,
      valueFormatter: ({ value }) => humanize(value),
    },
    {
      field: 'value',
      headerName: 'Value',
      flex: 1,
      minWidth: 140,
      valueFormatter: ({ value }) => formatCurrency(value),
      useValueFormatterForExport: false,
    },
    {
      colId: 'owner',
      headerName: 'Owner',
      sortable: false,
      flex: 1.5,
      minWidth: 160,
      valueGetter: ({ data }) => (data ? assetOwnerLabel(data) : ''),
      cellRenderer: AssetOwnerCell,
    },
    {
      field: 'acquisitionDate',
      headerName: 'Acquired',
      flex: 1,
      minWidth: 130,
      valueFormatter: ({ value }) => formatDay(value),
      useValueFormatterForExport: false,
    },
    { field: 'status', headerName: 'Status', width: 130, cellRenderer: AssetStatusCell },
  ];
}
