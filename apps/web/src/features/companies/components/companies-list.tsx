import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GetRowIdParams, GridApi } from 'ag-grid-community';
import type { EntityView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { Card, CardContent } from '@/components/ui/card';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { PagedGrid } from '@/components/ui/paged-grid';
import { errorMessage } from '@/lib/api-client';
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
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [gridApi, setGridApi] = useState<GridApi<EntityView> | null>(null);

  const companies = companiesQuery.data ?? noCompanies;
  const rows = useMemo(() => filterCompanies(companies, search, status), [companies, search, status]);

  const changeFilter = (apply: () => void) => {
    apply();
    gridApi?.paginationGoToFirstPage();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Companies</h1>
          <p className="text-muted-foreground">Manage all your company entities</p>
        </div>
        {addCompanyAction}
      </div>
      {companiesQuery.isError ? (
        <LoadErrorAlert
          title="Failed to load companies."
          detail={errorMessage(companiesQuery.error)}
          onRetry={() => void companiesQuery.refetch()}
        />
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <ListToolbar
            searchLabel="Search companies"
            searchPlaceholder="Search companies..."
            search={search}
            onSearchChange={(value) => changeFilter(() => setSearch(value))}
            filterLabel="Filter by status"
            filterOptions={statusOptions}
            filter={status}
            onFilterChange={(value) => changeFilter(() => setStatus(value))}
            exportAction={
              <ExportMenu
                serverExport="entities"
                onCsvExport={() => gridApi?.exportDataAsCsv({ fileName: 'companies.csv' })}
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
        </CardContent>
      </Card>
    </div>
  );
}
