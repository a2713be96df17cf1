import { useNavigate } from 'react-router-dom';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ServerGrid } from '@/components/ui/server-grid';
import { useServerList } from '@/hooks/use-server-list';
import { useGroupFilterOptions } from '@/lib/groups/get-group-options';
import { individualsQueryOptions, type IndividualFilters } from '../api/get-individuals';
import { getIndividualRowId, individualColumns } from './individual-columns';

const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const noFilters: IndividualFilters = { status: 'all', groupId: 'all' };

/** Spec 001 'Individuals' list; Add Individual is composed by the route (it needs the entity limit). */
export function IndividualsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const groupOptions = useGroupFilterOptions();
  const list = useServerList(individualsQueryOptions, noFilters);

  return (
    <ListPage
      title="Individuals"
      subtitle="Manage all your individual entities"
      action={addAction}
      query={list.status}
      noun="individuals"
    >
      <ListToolbar
        searchLabel="Search individuals"
        searchPlaceholder="Search individuals..."
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
            label: 'Filter by group',
            options: groupOptions,
            value: list.filters.groupId,
            onChange: (value) => list.setFilter('groupId', value),
          },
        ]}
        exportAction={
          <ExportMenu
            what="entities"
            listQuery={() => ({ type: 'individual', ...list.listQuery() })}
            disabled={!list.total}
          />
        }
      />
      <ServerGrid
        label="Individuals"
        noun="individuals"
        columnDefs={individualColumns}
        getRowId={getIndividualRowId}
        {...list.grid}
        onOpenRow={(person) => navigate(`/individuals/${person.id}`)}
      />
    </ListPage>
  );
}
