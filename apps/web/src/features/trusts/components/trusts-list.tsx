import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GridApi } from 'ag-grid-community';
import { Download } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PagedGrid } from '@/components/ui/paged-grid';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
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
        <Alert variant="destructive">
          <AlertTitle>Failed to load trusts.</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            <span>{errorMessage(trustsQuery.error)}</span>
            <Button size="sm" variant="outline" onClick={() => void trustsQuery.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <TrustCounts trusts={trustsQuery.data} />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchInput
              label="Search trusts"
              placeholder="Search trusts..."
              value={search}
              onValueChange={setSearch}
            />
            <Select
              aria-label="Filter by status"
              className="sm:w-44"
              options={statusOptions}
              value={status}
              onValueChange={setStatus}
            />
            <Button
              variant="outline"
              className="sm:ml-auto"
              disabled={!gridApi || rows.length === 0}
              onClick={() =>
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
            >
              <Download aria-hidden />
              Export
            </Button>
          </div>
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
