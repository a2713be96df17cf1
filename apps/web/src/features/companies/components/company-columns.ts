import type { ColDef } from 'ag-grid-community';
import type { EntityView } from '@ledgerline/contracts';
import { formatRelative } from '@/lib/format';
import { CompanyStatusCell } from './company-status-badge';

/** Spec 001 'Companies list' columns; pure, built once outside render. */
export function buildCompanyColumns(): ColDef<EntityView>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 2, minWidth: 180, cellClass: 'font-medium' },
    {
      field: 'registrationNumber',
      headerName: 'Registration #',
      flex: 1,
      minWidth: 140,
      valueFormatter: ({ value }) => value || '-',
    },
    {
      field: 'country',
      headerName: 'Country',
      flex: 1,
      minWidth: 120,
      valueFormatter: ({ value }) => value || '-',
    },
    { field: 'status', headerName: 'Status', width: 120, cellRenderer: CompanyStatusCell },
    {
      field: 'createdAt',
      headerName: 'Created',
      flex: 1,
      minWidth: 190,
      valueFormatter: ({ value }) => formatRelative(value),
      // The CSV keeps the timestamp rather than '3 minutes ago'.
      useValueFormatterForExport: false,
    },
  ];
}
