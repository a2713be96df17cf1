import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GetRowIdParams, GridApi } from 'ag-grid-community';
import type { RelationshipView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { Card, CardContent } from '@/components/ui/card';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { PagedGrid } from '@/components/ui/paged-grid';
import { errorMessage } from '@/lib/api-client';
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
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [gridApi, setGridApi] = useState<GridApi<RelationshipView> | null>(null);

  const relationships = relationshipsQuery.data ?? noRelationships;
  const rows = useMemo(
    () => filterRelationships(relationships, search, status),
    [relationships, search, status],
  );
  const changeFilter = (apply: () => void) => {
    apply();
    gridApi?.paginationGoToFirstPage();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Relationships</h1>
          <p className="text-muted-foreground">Ownership and control links between your entities</p>
        </div>
        {addAction}
      </div>
      {relationshipsQuery.isError ? (
        <LoadErrorAlert
          title="Failed to load relationships."
          detail={errorMessage(relationshipsQuery.error)}
          onRetry={() => void relationshipsQuery.refetch()}
        />
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <ListToolbar
            searchLabel="Search relationships by type"
            searchPlaceholder="Search by relationship type..."
            search={search}
            onSearchChange={(value) => changeFilter(() => setSearch(value))}
            filterLabel="Filter by status"
            filterOptions={statusOptions}
            filter={status}
            onFilterChange={(value) => changeFilter(() => setStatus(value))}
            exportAction={
              <ExportMenu
                serverExport="relationships"
                onCsvExport={() => gridApi?.exportDataAsCsv({ fileName: 'relationships.csv' })}
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
        </CardContent>
      </Card>
    </div>
  );
}
