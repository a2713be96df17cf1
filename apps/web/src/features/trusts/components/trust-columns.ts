import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import { formatDay } from '@/lib/format';
import { humanizeCode } from '@/lib/format-values';
import type { TrustListItem } from '../api/get-trusts';
import { TrustActionsCell, TrustComplianceCell, TrustStatusCell } from './trust-cells';
import { isTrustCompliant } from './trust-compliance';

/** Spec 001 'Trusts' list columns; pure, built once outside render. Sortable ones are sorted by the server. */
export function buildTrustColumns(): ColDef<TrustListItem>[] {
  return [
    { field: 'name', headerName: 'Trust Name', flex: 2, minWidth: 160, cellClass: 'font-medium' },
    {
      field: 'registrationNumber',
      headerName: 'Trust Number',
      flex: 1,
      minWidth: 130,
      valueFormatter: ({ value }) => (value as string | null) || '-',
    },
    {
      field: 'trustType',
      headerName: 'Type',
      sortable: false,
      flex: 1,
      minWidth: 110,
      valueFormatter: ({ value }) => humanizeCode(value as string | null),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 120,
      valueFormatter: ({ value }) => formatDay(value as string | null),
      useValueFormatterForExport: false,
    },
    { field: 'status', headerName: 'Status', width: 100, cellRenderer: TrustStatusCell },
    {
      colId: 'compliance',
      headerName: 'Compliance',
      sortable: false,
      width: 120,
      valueGetter: ({ data }) => (data && isTrustCompliant(data) ? 'Compliant' : 'Attention'),
      cellRenderer: TrustComplianceCell,
    },
    {
      colId: 'actions',
      headerName: 'Actions',
      width: 130,
      // Kept in view: at a laptop's width the columns before it may need the grid's own sideways scroll.
      pinned: 'right',
      sortable: false,
      cellRenderer: TrustActionsCell,
    },
  ];
}

export const trustColumns = buildTrustColumns();
export const getTrustRowId = ({ data }: GetRowIdParams<TrustListItem>) => String(data.id);
