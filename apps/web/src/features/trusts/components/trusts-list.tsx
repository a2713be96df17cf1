import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GridApi } from 'ag-grid-community';
import { ExportMenu } from '@/components/export-menu';
import { Card, CardContent } from '@/components/ui/card';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { PagedGrid } from '@/components/ui/paged-grid';
import { errorMessage } from '@/lib/api-client';
import { matchesSearch } from '@/lib/format-values';
import { useTrusts, type TrustListItem } from '../api/get-trusts';
import { getTrustRowId, trustColumns } from './trust-columns';
import { TrustCounts } from './trust-counts';

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];
const noTrusts: TrustListItem[] = [];

/** Spec 001 'Trusts' list; Add Trust is composed by the route (it needs the entity limit). */
export function TrustsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const trustsQuery = useTrusts();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [gridApi, setGridApi] = useState<GridApi<TrustListItem> | null>(null);
  const trusts = trustsQuery.data ?? noTrusts;
  const rows = useMemo(
    () =>
      trusts.filter(
        (trust) =>
          matchesSearch(trust.name, search) && (status === 'all' || (trust.status || 'active') === status),
      ),
    [trusts, search, status],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Trusts</h1>
          <p className="text-muted-foreground">Manage all your trust entities</p>
        </div>
        {addAction}
      </div>
      {trustsQuery.isError ? (
        <LoadErrorAlert
          title="Failed to load trusts."
          detail={errorMessage(trustsQuery.error)}
          onRetry={() => void trustsQuery.refetch()}
        />
      ) : null}
      <TrustCounts trusts={trustsQuery.data} />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <ListToolbar
            searchLabel="Search trusts"
            searchPlaceholder="Search trusts..."
            search={search}
            onSearchChange={setSearch}
            filterLabel="Filter by status"
            filterOptions={statusOptions}
            filter={status}
            onFilterChange={setStatus}
            exportAction={
              <ExportMenu
                serverExport="entities"
                onCsvExport={() =>
                  gridApi?.exportDataAsCsv({
                    fileName: 'trusts.csv',
                    columnKeys: [
                      'name',
                      'registrationNumber',
                      'trustType',
                      'createdAt',
                      'status',
                      'compliance',
                    ],
                  })
                }
                csvDisabled={!gridApi || rows.length === 0}
              />
            }
          />
          <PagedGrid
            label="Trusts"
            noun="trusts"
            rows={rows}
            columnDefs={trustColumns}
            getRowId={getTrustRowId}
            loading={trustsQuery.isPending}
            onGridReady={setGridApi}
            onOpenRow={(trust) => navigate(`/trusts/${trust.id}`)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
