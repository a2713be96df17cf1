import { useNavigate } from 'react-router-dom';
import type { GetRowIdParams } from 'ag-grid-community';
import type { EntityView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ServerGrid } from '@/components/ui/server-grid';
import { useServerList } from '@/hooks/use-server-list';
import { useGroupFilterOptions } from '@/lib/groups/get-group-options';
import { companiesQueryOptions, type CompanyFilters } from '../api/get-companies';
import { buildCompanyColumns } from './company-columns';

const companyColumns = buildCompanyColumns();
const getCompanyRowId = ({ data }: GetRowIdParams<EntityView>) => String(data.id);
const statusOptions = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
const noFilters: CompanyFilters = { status: 'all', groupId: 'all' };

/** Spec 001 'Companies list'; the Add Company action is composed by the route (it needs the entity limit). */
export function CompaniesList({ addCompanyAction }: { addCompanyAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const groupOptions = useGroupFilterOptions();
  const list = useServerList(companiesQueryOptions, noFilters);

  return (
    <ListPage
      title="Companies"
      subtitle="Manage all your company entities"
      action={addCompanyAction}
      query={list.status}
      noun="companies"
    >
      <ListToolbar
        searchLabel="Search companies"
        searchPlaceholder="Search companies..."
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
            listQuery={() => ({ type: 'company', ...list.listQuery() })}
            disabled={!list.total}
          />
        }
      />
      <ServerGrid
        label="Companies"
        noun="companies"
        columnDefs={companyColumns}
        getRowId={getCompanyRowId}
        {...list.grid}
        onOpenRow={(company) => navigate(`/companies/${company.id}`)}
      />
    </ListPage>
  );
}
