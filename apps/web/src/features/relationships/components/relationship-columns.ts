import type { ColDef } from 'ag-grid-community';
import type { RelationshipView } from '@ledgerline/contracts';
import { formatRelative } from '@/lib/format';
import { ConnectedEntitiesCell, RelationshipStatusCell } from './relationship-cells';
import { formatPercentage, relationshipTypeLabel } from './relationship-labels';

/** Spec 001 'Relationships' list columns; pure, built once outside render. Sortable ones are sorted by the server. */
export function buildRelationshipColumns(): ColDef<RelationshipView>[] {
  return [
    {
      colId: 'connectedEntities',
      headerName: 'Connected Entities',
      sortable: false,
      flex: 3,
      minWidth: 280,
      valueGetter: ({ data }) => (data ? `${data.sourceEntity.name} → ${data.targetEntity.name}` : ''),
      cellRenderer: ConnectedEntitiesCell,
    },
    {
      field: 'type',
      headerName: 'Relationship Type',
      flex: 1,
      minWidth: 160,
      valueFormatter: ({ value }) => relationshipTypeLabel(value ?? ''),
    },
    {
      field: 'ownershipPercentage',
      headerName: 'Ownership %',
      width: 140,
      valueFormatter: ({ value }) => formatPercentage(value),
    },
    {
      field: 'startDate',
      headerName: 'Start Date',
      flex: 1,
      minWidth: 160,
      valueFormatter: ({ value }) => formatRelative(value),
      useValueFormatterForExport: false,
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 120,
      sortable: false,
      valueFormatter: ({ value }) => (value ? 'Active' : 'Inactive'),
      cellRenderer: RelationshipStatusCell,
    },
  ];
}
