import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PagedGrid } from '@/components/ui/paged-grid';
import { useListFilters } from '@/hooks/use-list-filters';
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
  const {
    search,
    filter: status,
    gridApi,
    setGridApi,
    setSearch,
    setFilter,
    exportCsv,
  } = useListFilters<IndividualListItem>();
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
    <ListPage
      title="Individuals"
      subtitle="Manage all your individual entities"
      action={addAction}
      query={individualsQuery}
      noun="individuals"
    >
      <ListToolbar
        searchLabel="Search individuals"
        searchPlaceholder="Search individuals..."
        search={search}
        onSearchChange={setSearch}
        filterLabel="Filter by status"
        filterOptions={statusOptions}
        filter={status}
        onFilterChange={setFilter}
        exportAction={
          <ExportMenu
            serverExport="entities"
            onCsvExport={() => exportCsv('individuals.csv')}
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
    </ListPage>
  );
}
