import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AssetView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { ListPage } from '@/components/layout/list-page';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PagedGrid } from '@/components/ui/paged-grid';
import { useListFilters } from '@/hooks/use-list-filters';
import { useAssets } from '../api/get-assets';
import { buildAssetColumns, getAssetRowId } from './asset-columns';
import { assetTypeFilterOptions } from './asset-labels';

const assetColumns = buildAssetColumns();
const noAssets: AssetView[] = [];

function filterAssets(assets: AssetView[], search: string, type: string): AssetView[] {
  const needle = search.trim().toLowerCase();
  return assets.filter(
    (asset) =>
      (needle === '' || asset.name.toLowerCase().includes(needle)) && (type === 'all' || asset.type === type),
  );
}

/** Spec 001 'Assets' list; the Add Asset action is composed by the route (plan limit). */
export function AssetsList({ addAction }: { addAction?: React.ReactNode }) {
  const navigate = useNavigate();
  const assetsQuery = useAssets();
  const {
    search,
    filter: type,
    gridApi,
    setGridApi,
    setSearch,
    setFilter,
    exportCsv,
  } = useListFilters<AssetView>();
  const assets = assetsQuery.data ?? noAssets;
  const rows = useMemo(() => filterAssets(assets, search, type), [assets, search, type]);

  return (
    <ListPage
      title="Assets"
      subtitle="Assets owned by your entities"
      action={addAction}
      query={assetsQuery}
      noun="assets"
    >
      <ListToolbar
        searchLabel="Search assets"
        searchPlaceholder="Search assets..."
        search={search}
        onSearchChange={setSearch}
        filterLabel="Filter by asset type"
        filterOptions={assetTypeFilterOptions}
        filter={type}
        onFilterChange={setFilter}
        exportAction={
          <ExportMenu
            onCsvExport={() => exportCsv('assets.csv')}
            csvDisabled={!gridApi || rows.length === 0}
          />
        }
      />
      <PagedGrid
        label="Assets"
        noun="assets"
        rows={rows}
        columnDefs={assetColumns}
        getRowId={getAssetRowId}
        loading={assetsQuery.isPending}
        onGridReady={setGridApi}
        onOpenRow={(asset) => navigate(`/assets/${asset.id}`)}
      />
    </ListPage>
  );
}
