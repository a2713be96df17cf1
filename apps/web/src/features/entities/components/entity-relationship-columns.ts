import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import { formatDay } from '@/lib/format';
import { formatPercent } from '@/lib/format-values';
import { RelatedEntityCell, ViewRelationshipCell, relationshipTypeCell } from './entity-relationship-cells';
import type { EntityNoun, EntityRelationshipRow } from './entity-relationship-rows';

/** Spec 001 'Company detail' relationships table; pure, built once per noun outside render. */
function buildEntityRelationshipColumns(noun: EntityNoun): ColDef<EntityRelationshipRow>[] {
  return [
    {
      field: 'type',
      headerName: 'Relationship Type',
      flex: 1,
      minWidth: 170,
      autoHeight: true,
      cellRenderer: relationshipTypeCell(noun),
    },
    {
      field: 'relatedEntityName',
      headerName: 'Related Entity',
      flex: 2,
      minWidth: 200,
      autoHeight: true,
      cellRenderer: RelatedEntityCell,
    },
    {
      field: 'ownershipPercentage',
      headerName: 'Ownership %',
      width: 140,
      valueFormatter: ({ value }) => formatPercent(value as number | null),
    },
    {
      field: 'startDate',
      headerName: 'Start Date',
      width: 140,
      valueFormatter: ({ value }) => formatDay(value as string | null),
    },
    { colId: 'view', headerName: 'Actions', width: 110, sortable: false, cellRenderer: ViewRelationshipCell },
  ];
}

export const entityRelationshipColumns: Record<EntityNoun, ColDef<EntityRelationshipRow>[]> = {
  company: buildEntityRelationshipColumns('company'),
  individual: buildEntityRelationshipColumns('individual'),
  trust: buildEntityRelationshipColumns('trust'),
};

export const getRelationshipRowId = ({ data }: GetRowIdParams<EntityRelationshipRow>) => String(data.id);
