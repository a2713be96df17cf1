import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GetRowIdParams } from 'ag-grid-community';
import type { EntityView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PagedGrid } from '@/components/ui/paged-grid';
import { useListFilters } from '@/hooks/use-list-filters';
import { useCompanies } from '../api/get-companies';
import { buildCompanyColumns } from './company-columns';

const companyColumns = buildCompanyColumns();
const getCompanyRowId = ({ data }: GetRowIdParams<EntityView>) => String(data.id);
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
const noCompanies: EntityView[] = [];

function filterCompanies(companies: EntityView[], search: string, status: string): EntityView[] {
  const needle = search.trim().toLowerCase();
  return companies.filter(
    (company) =>
      (needle === '' || company.name.toLowerCase().includes(needle)) &&
      (status === 'all' || (company.status || 'active') === status),
  );
}

/** Spec 001 'Companies list'; the Add Company action is composed by the route (it needs the entity limit). */
export function CompaniesList({ addCompanyAction }: { addCompanyAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const companiesQuery = useCompanies();
  const {
    search,
    filter: status,
    gridApi,
    setGridApi,
    setSearch,
    setFilter,
    exportCsv,
  } = useListFilters<EntityView>();

  const companies = companiesQuery.data ?? noCompanies;
  const rows = useMemo(() => filterCompanies(companies, search, status), [companies, search, status]);

  return (
    <ListPage
      title="Companies"
      subtitle="Manage all your company entities"
      action={addCompanyAction}
      query={companiesQuery}
      noun="companies"
    >
      <ListToolbar
        searchLabel="Search companies"
        searchPlaceholder="Search companies..."
        search={search}
        onSearchChange={setSearch}
        filterLabel="Filter by status"
        filterOptions={statusOptions}
        filter={status}
        onFilterChange={setFilter}
        exportAction={
          <ExportMenu
            serverExport="entities"
            onCsvExport={() => exportCsv('companies.csv')}
            csvDisabled={!gridApi || rows.length === 0}
          />
        }
      />
      <PagedGrid
        label="Companies"
        noun="companies"
        rows={rows}
        columnDefs={companyColumns}
        getRowId={getCompanyRowId}
        loading={companiesQuery.isPending}
        onGridReady={setGridApi}
        onOpenRow={(company) => navigate(`/companies/${company.id}`)}
      />
    </ListPage>
  );
}
