import { useNavigate } from 'react-router-dom';
import type { GetRowIdParams } from 'ag-grid-community';
import type { RelationshipView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ServerGrid } from '@/components/ui/server-grid';
import { useServerList } from '@/hooks/use-server-list';
import { relationshipsQueryOptions, type RelationshipFilters } from '../api/get-relationships';
import { buildRelationshipColumns } from './relationship-columns';
import { relationshipTypeOptions } from './relationship-labels';

const relationshipColumns = buildRelationshipColumns();
const getRelationshipRowId = ({ data }: GetRowIdParams<RelationshipView>) => String(data.id);
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
const typeOptions = [{ value: 'all', label: 'All Types' }, ...relationshipTypeOptions];
const noFilters: RelationshipFilters = { status: 'all', type: 'all' };

/** Spec 001 'Relationships' list; the Add Relationship action is composed by the route (plan limit). */
export function RelationshipsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const list = useServerList(relationshipsQueryOptions, noFilters);

  return (
    <ListPage
      title="Relationships"
      subtitle="Ownership and control links between your entities"
      action={addAction}
      query={list.status}
      noun="relationships"
    >
      <ListToolbar
        searchLabel="Search relationships by type"
        searchPlaceholder="Search by relationship type..."
        search={list.search}
        onSearchChange={list.setSearch}
        filters={[
          {
            label: 'Filter by status',
            options: statusOptions,
            value: list.filters.status,
            onChange: (value) => list.setFilter('status', value),
          },
          {
            label: 'Filter by relationship type',
            options: typeOptions,
            value: list.filters.type,
            onChange: (value) => list.setFilter('type', value),
          },
        ]}
        exportAction={<ExportMenu what="relationships" listQuery={list.listQuery} disabled={!list.total} />}
      />
      <ServerGrid
        label="Relationships"
        noun="relationships"
        columnDefs={relationshipColumns}
        getRowId={getRelationshipRowId}
        {...list.grid}
        onOpenRow={(row) => navigate(`/relationships/${row.id}`)}
      />
    </ListPage>
  );
}
