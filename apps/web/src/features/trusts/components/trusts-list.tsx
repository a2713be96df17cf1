import { useNavigate } from 'react-router-dom';
import { ExportMenu } from '@/components/export-menu';
import { Card, CardContent } from '@/components/ui/card';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { ServerGrid } from '@/components/ui/server-grid';
import { useServerList } from '@/hooks/use-server-list';
import { errorMessage } from '@/lib/api-client';
import { useGroupFilterOptions } from '@/lib/groups/get-group-options';
import { trustsQueryOptions, type TrustFilters } from '../api/get-trusts';
import { getTrustRowId, trustColumns } from './trust-columns';
import { TrustCounts } from './trust-counts';

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];
const noFilters: TrustFilters = { status: 'all', groupId: 'all' };

/** Spec 001 'Trusts' list; Add Trust is composed by the route (it needs the entity limit). */
export function TrustsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const groupOptions = useGroupFilterOptions();
  const list = useServerList(trustsQueryOptions, noFilters);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Trusts</h1>
          <p className="text-muted-foreground">Manage all your trust entities</p>
        </div>
        {addAction}
      </div>
      {list.status.isError ? (
        <LoadErrorAlert
          title="Failed to load trusts."
          detail={errorMessage(list.status.error)}
          onRetry={list.status.refetch}
        />
      ) : null}
      <TrustCounts />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <ListToolbar
            searchLabel="Search trusts"
            searchPlaceholder="Search trusts..."
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
                listQuery={() => ({ type: 'trust', ...list.listQuery() })}
                disabled={!list.total}
              />
            }
          />
          <ServerGrid
            label="Trusts"
            noun="trusts"
            columnDefs={trustColumns}
            getRowId={getTrustRowId}
            {...list.grid}
            onOpenRow={(trust) => navigate(`/trusts/${trust.id}`)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
