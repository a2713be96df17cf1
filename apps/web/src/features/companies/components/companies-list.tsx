import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GridApi } from 'ag-grid-community';
import type { EntityView } from '@ledgerline/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useCompanies } from '../api/get-companies';
import { CompaniesPagination } from './companies-pagination';
import { CompaniesTable, type PageInfo } from './companies-table';
import { CompaniesToolbar, type StatusFilter } from './companies-toolbar';

const noCompanies: EntityView[] = [];

function filterCompanies(companies: EntityView[], search: string, status: StatusFilter): EntityView[] {
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
  const [status, setStatus] = useState<StatusFilter>('all');
  const [gridApi, setGridApi] = useState<GridApi<EntityView> | null>(null);
  const [page, setPage] = useState<PageInfo>({ currentPage: 0, totalPages: 0, rowCount: 0 });

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
        <Alert variant="destructive">
          <AlertTitle>Failed to load companies.</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            <span>{errorMessage(companiesQuery.error)}</span>
            <Button size="sm" variant="outline" onClick={() => void companiesQuery.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <CompaniesToolbar
            search={search}
            onSearchChange={(value) => changeFilter(() => setSearch(value))}
            status={status}
            onStatusChange={(value) => changeFilter(() => setStatus(value))}
            onExport={() => gridApi?.exportDataAsCsv({ fileName: 'companies.csv' })}
            exportDisabled={!gridApi || rows.length === 0}
          />
          <CompaniesTable
            rows={rows}
            loading={companiesQuery.isPending}
            onGridReady={setGridApi}
            onPageInfo={setPage}
            onOpenCompany={(companyId) => navigate(`/companies/${companyId}`)}
          />
          <CompaniesPagination
            page={page}
            onPrevious={() => gridApi?.paginationGoToPreviousPage()}
            onNext={() => gridApi?.paginationGoToNextPage()}
          />
        </CardContent>
      </Card>
    </div>
  );
}
