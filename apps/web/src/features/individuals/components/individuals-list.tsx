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
        <LoadErrorAlert
          title="Failed to load individuals."
          detail={errorMessage(individualsQuery.error)}
          onRetry={() => void individualsQuery.refetch()}
        />
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <ListToolbar
            searchLabel="Search individuals"
            searchPlaceholder="Search individuals..."
            search={search}
            onSearchChange={setSearch}
            filterLabel="Filter by status"
            filterOptions={statusOptions}
            filter={status}
            onFilterChange={setStatus}
            exportAction={
              <ExportMenu
                serverExport="entities"
                onCsvExport={() => gridApi?.exportDataAsCsv({ fileName: 'individuals.csv' })}
                csvDisabled={!gridApi || rows.length === 0}
              />
            }
          />
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
