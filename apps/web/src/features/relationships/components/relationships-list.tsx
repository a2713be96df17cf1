import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GetRowIdParams } from 'ag-grid-community';
import type { RelationshipView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PagedGrid } from '@/components/ui/paged-grid';
import { useListFilters } from '@/hooks/use-list-filters';
import { useRelationships } from '../api/get-relationships';
import { buildRelationshipColumns } from './relationship-columns';
import { relationshipTypeLabel } from './relationship-labels';

const relationshipColumns = buildRelationshipColumns();
const getRelationshipRowId = ({ data }: GetRowIdParams<RelationshipView>) => String(data.id);
const noRelationships: RelationshipView[] = [];
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

function filterRelationships(rows: RelationshipView[], search: string, status: string): RelationshipView[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (needle === '' ||
        row.type.toLowerCase().includes(needle) ||
        relationshipTypeLabel(row.type).toLowerCase().includes(needle)) &&
      (status === 'all' || (status === 'active') === row.isActive),
  );
}

/** Spec 001 'Relationships' list; the Add Relationship action is composed by the route (plan limit). */
export function RelationshipsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const relationshipsQuery = useRelationships();
  const {
    search,
    filter: status,
    gridApi,
    setGridApi,
    setSearch,
    setFilter,
    exportCsv,
  } = useListFilters<RelationshipView>();

  const relationships = relationshipsQuery.data ?? noRelationships;
  const rows = useMemo(
    () => filterRelationships(relationships, search, status),
    [relationships, search, status],
  );

  return (
    <ListPage
      title="Relationships"
      subtitle="Ownership and control links between your entities"
      action={addAction}
      query={relationshipsQuery}
      noun="relationships"
    >
      <ListToolbar
        searchLabel="Search relationships by type"
        searchPlaceholder="Search by relationship type..."
        search={search}
        onSearchChange={setSearch}
        filterLabel="Filter by status"
        filterOptions={statusOptions}
        filter={status}
        onFilterChange={setFilter}
        exportAction={
          <ExportMenu
            serverExport="relationships"
            onCsvExport={() => exportCsv('relationships.csv')}
            csvDisabled={!gridApi || rows.length === 0}
          />
        }
      />
      <PagedGrid
        label="Relationships"
        noun="relationships"
        rows={rows}
        columnDefs={relationshipColumns}
        getRowId={getRelationshipRowId}
        loading={relationshipsQuery.isPending}
        onGridReady={setGridApi}
        onOpenRow={(row) => navigate(`/relationships/${row.id}`)}
      />
    </ListPage>
  );
}
