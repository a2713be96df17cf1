import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import { formatRelative } from '@/lib/format';
import type { IndividualListItem } from '../api/get-individuals';
import { IndividualStatusCell } from './individual-status-badge';

const orDash = ({ value }: { value: unknown }) => (typeof value === 'string' && value ? value : '-');

/**
 * Spec 001 'Individuals' list columns; pure, built once outside render. The details columns come from
 * another read model, so the list route cannot sort by them.
 */
export function buildIndividualColumns(): ColDef<IndividualListItem>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 2, minWidth: 180, cellClass: 'font-medium' },
    {
      colId: 'position',
      sortable: false,
      headerName: 'Position',
      flex: 1,
      minWidth: 130,
      valueGetter: ({ data }) => data?.individualDetail?.position ?? null,
      valueFormatter: orDash,
    },
    {
      colId: 'department',
      sortable: false,
      headerName: 'Department',
      flex: 1,
      minWidth: 130,
      valueGetter: ({ data }) => data?.individualDetail?.department ?? null,
      valueFormatter: orDash,
    },
    {
      colId: 'nationality',
      sortable: false,
      headerName: 'Nationality',
      flex: 1,
      minWidth: 130,
      valueGetter: ({ data }) => data?.individualDetail?.nationality ?? null,
      valueFormatter: orDash,
    },
    { field: 'status', headerName: 'Status', width: 120, cellRenderer: IndividualStatusCell },
    {
      field: 'createdAt',
      headerName: 'Created',
      flex: 1,
      minWidth: 190,
      valueFormatter: ({ value }) => formatRelative(value as string | null),
      useValueFormatterForExport: false,
    },
  ];
}

export const individualColumns = buildIndividualColumns();
export const getIndividualRowId = ({ data }: GetRowIdParams<IndividualListItem>) => String(data.id);
