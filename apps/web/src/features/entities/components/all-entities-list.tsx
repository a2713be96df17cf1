import { useNavigate } from 'react-router-dom';
import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import type { EntityView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ServerGrid } from '@/components/ui/server-grid';
import { useServerList } from '@/hooks/use-server-list';
import { entityPath } from '@/lib/entity-path';
import { formatRelative } from '@/lib/format';
import { useGroupFilterOptions } from '@/lib/groups/get-group-options';
import { humanize } from '@/lib/humanize';
import { allEntitiesQueryOptions, type AllEntityFilters } from '../api/get-all-entities';

const columns: ColDef<EntityView>[] = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 180, cellClass: 'font-medium' },
  { field: 'type', headerName: 'Type', width: 130, valueFormatter: ({ value }) => humanize(value) },
  {
    field: 'registrationNumber',
    headerName: 'Registration / Trust #',
    flex: 1,
    minWidth: 170,
    valueFormatter: ({ value }) => value || '-',
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    valueFormatter: ({ value }) => humanize(value || 'active'),
  },
  {
    field: 'createdAt',
    headerName: 'Created',
    flex: 1,
    minWidth: 170,
    valueFormatter: ({ value }) => formatRelative(value),
  },
];
const getEntityRowId = ({ data }: GetRowIdParams<EntityView>) => String(data.id);
const typeOptions = [
  { value: 'all', label: 'All Types' },
  { value: 'company', label: 'Companies' },
  { value: 'individual', label: 'Individuals' },
  { value: 'trust', label: 'Trusts' },
] as const;
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
] as const;
const noFilters: AllEntityFilters = { type: 'all', status: 'all', groupId: 'all' };

/**
 * /entities, the dashboard's 'View all entities' (spec 000 names the route, not the screen): every company,
 * individual and trust of the account in one paged list, each row opening its own page.
 */
export function AllEntitiesList() {
  const navigate = useNavigate();
  const groupOptions = useGroupFilterOptions();
  const list = useServerList(allEntitiesQueryOptions, noFilters);
  return (
    <ListPage
      title="All Entities"
      subtitle="Companies, individuals and trusts together"
      query={list.status}
      noun="entities"
    >
      <ListToolbar
        searchLabel="Search entities"
        searchPlaceholder="Search entities..."
        search={list.search}
        onSearchChange={list.setSearch}
        filters={[
          {
            label: 'Filter by type',
            options: typeOptions,
            value: list.filters.type,
            onChange: (value) => list.setFilter('type', value),
          },
          {
            label: 'Filter by status',
            options: statusOptions,
            value: list.filters.status,
            onChange: (value) => list.setFilter('status', value),
          },
          {
            label: 'Filter by group',
            options: groupOptions,
            value: list.filters.groupId,
            onChange: (value) => list.setFilter('groupId', value),
          },
        ]}
        exportAction={<ExportMenu what="entities" listQuery={list.listQuery} disabled={!list.total} />}
      />
      <ServerGrid
        label="Entities"
        noun="entities"
        columnDefs={columns}
        getRowId={getEntityRowId}
        {...list.grid}
        onOpenRow={(entity) => navigate(entityPath(entity))}
      />
    </ListPage>
  );
}
