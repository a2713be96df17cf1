import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import { formatDay } from '@/lib/format';
import { humanizeCode } from '@/lib/format-values';
import type { TrustListItem } from '../api/get-trusts';
import { TrustActionsCell, TrustComplianceCell, TrustStatusCell } from './trust-cells';
import { isTrustCompliant } from './trust-compliance';

/** Spec 001 'Trusts' list columns; pure, built once outside render. Sortable ones are sorted by the server. */
export function buildTrustColumns(): ColDef<TrustListItem>[] {
  return [
    { field: 'name', headerName: 'Trust Name', flex: 2, minWidth: 180, cellClass: 'font-medium' },
    {
      field: 'registrationNumber',
      headerName: 'Trust Number',
      flex: 1,
      minWidth: 140,
      valueFormatter: ({ value }) => (value as string | null) || '-',
    },
    {
      field: 'trustType',
      headerName: 'Type',
      sortable: false,
      flex: 1,
      minWidth: 130,
      valueFormatter: ({ value }) => humanizeCode(value as string | null),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 130,
      valueFormatter: ({ value }) => formatDay(value as string | null),
      useValueFormatterForExport: false,
    },
    { field: 'status', headerName: 'Status', width: 110, cellRenderer: TrustStatusCell },
    {
      colId: 'compliance',
      headerName: 'Compliance',
      sortable: false,
      width: 130,
      valueGetter: ({ data }) => (data && isTrustCompliant(data) ? 'Compliant' : 'Attention'),
      cellRenderer: TrustComplianceCell,
    },
    {
      colId: 'actions',
      headerName: 'Actions',
      width: 150,
      sortable: false,
      cellRenderer: TrustActionsCell,
    },
  ];
}

export const trustColumns = buildTrustColumns();
export const getTrustRowId = ({ data }: GetRowIdParams<TrustListItem>) => String(data.id);
