import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GridApi } from 'ag-grid-community';
import type { AssetView } from '@ledgerline/contracts';
import { ExportMenu } from '@/components/export-menu';
import { Card, CardContent } from '@/components/ui/card';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { PagedGrid } from '@/components/ui/paged-grid';
import { errorMessage } from '@/lib/api-client';
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
  const [search, setSearch] = useState('');
  const [type, setType] = useState('all');
  const [gridApi, setGridApi] = useState<GridApi<AssetView> | null>(null);
  const assets = assetsQuery.data ?? noAssets;
  const rows = useMemo(() => filterAssets(assets, search, type), [assets, search, type]);
  const changeFilter = (apply: () => void) => {
    apply();
    gridApi?.paginationGoToFirstPage();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Assets</h1>
          <p className="text-muted-foreground">Assets owned by your entities</p>
        </div>
        {addAction}
      </div>
      {assetsQuery.isError ? (
        <LoadErrorAlert
          title="Failed to load assets."
          detail={errorMessage(assetsQuery.error)}
          onRetry={() => void assetsQuery.refetch()}
        />
      ) : null}
      <Card>
        <CardContent className="space-y-4 pt-6">
          <ListToolbar
            searchLabel="Search assets"
            searchPlaceholder="Search assets..."
            search={search}
            onSearchChange={(value) => changeFilter(() => setSearch(value))}
            filterLabel="Filter by asset type"
            filterOptions={assetTypeFilterOptions}
            filter={type}
            onFilterChange={(value) => changeFilter(() => setType(value))}
            exportAction={
              <ExportMenu
                onCsvExport={() => gridApi?.exportDataAsCsv({ fileName: 'assets.csv' })}
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
        </CardContent>
      </Card>
    </div>
  );
}
