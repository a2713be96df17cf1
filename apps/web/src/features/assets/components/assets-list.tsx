import { useNavigate } from 'react-router-dom';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ServerGrid } from '@/components/ui/server-grid';
import { useServerList } from '@/hooks/use-server-list';
import { assetsQueryOptions, type AssetFilters } from '../api/get-assets';
import { buildAssetColumns, getAssetRowId } from './asset-columns';
import { assetStatusFilterOptions, assetTypeFilterOptions } from './asset-labels';

const assetColumns = buildAssetColumns();
const noFilters: AssetFilters = { type: 'all', status: 'all' };

/** Spec 001 'Assets' list; the Add Asset action is composed by the route (plan limit). */
export function AssetsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const list = useServerList(assetsQueryOptions, noFilters);

  return (
    <ListPage
      title="Assets"
      subtitle="Assets owned by your entities"
      action={addAction}
      query={list.status}
      noun="assets"
    >
      <ListToolbar
        searchLabel="Search assets"
        searchPlaceholder="Search assets..."
        search={list.search}
        onSearchChange={list.setSearch}
        filters={[
          {
            label: 'Filter by asset type',
            options: assetTypeFilterOptions,
            value: list.filters.type,
            onChange: (value) => list.setFilter('type', value),
          },
          {
            label: 'Filter by status',
            options: assetStatusFilterOptions,
            value: list.filters.status,
            onChange: (value) => list.setFilter('status', value),
          },
        ]}
        exportAction={<ExportMenu what="assets" listQuery={list.listQuery} disabled={!list.total} />}
      />
      <ServerGrid
        label="Assets"
        noun="assets"
        columnDefs={assetColumns}
        getRowId={getAssetRowId}
        {...list.grid}
        onOpenRow={(asset) => navigate(`/assets/${asset.id}`)}
      />
    </ListPage>
  );
}
