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
import { useIndividuals, type IndividualListItem } from '../api/get-individuals';
import { getIndividualRowId, individualColumns } from './individual-columns';

const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const noIndividuals: IndividualListItem[] = [];

/** Spec 001 'Individuals' list; Add Individual is composed by the route (it needs the entity limit). */
export function IndividualsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const individualsQuery = useIndividuals();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [gridApi, setGridApi] = useState<GridApi<IndividualListItem> | null>(null);
  const individuals = individualsQuery.data ?? noIndividuals;
  const rows = useMemo(
    () =>
      individuals.filter(
        (person) =>
          matchesSearch(person.name, search) && (status === 'all' || (person.status || 'active') === status),
      ),
    [individuals, search, status],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Individuals</h1>
          <p className="text-muted-foreground">Manage all your individual entities</p>
        </div>
        {addAction}
      </div>
      {individualsQuery.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to load individuals.</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            <span>{errorMessage(individualsQuery.error)}</span>
            <Button size="sm" variant="outline" onClick={() => void individualsQuery.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchInput
              label="Search individuals"
              placeholder="Search individuals..."
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
              onClick={() => gridApi?.exportDataAsCsv({ fileName: 'individuals.csv' })}
            >
              <Download aria-hidden />
              Export
            </Button>
          </div>
          <PagedGrid
            label="Individuals"
            noun="individuals"
            rows={rows}
            columnDefs={individualColumns}
            getRowId={getIndividualRowId}
            loading={individualsQuery.isPending}
            onGridReady={setGridApi}
            onOpenRow={(person) => navigate(`/individuals/${person.id}`)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
