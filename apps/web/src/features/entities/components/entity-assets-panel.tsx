import { useMemo, useState } from 'react';
import { Wallet } from 'lucide-react';
import type { AssetView, EntityDetailView, EntityLimitView } from '@ledgerline/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedGrid } from '@/components/ui/paged-grid';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { matchesSearch } from '@/lib/format-values';
import { entityAssetColumns, getAssetRowId } from './entity-asset-columns';
import { EntityLimitButton } from './entity-limit-button';

/** Spec 001 'Trusts': the asset type filter's entries. */
const typeOptions = [
  { value: 'all', label: 'All Types' },
  { value: 'real_estate', label: 'Real Estate' },
  { value: 'financial', label: 'Financial' },
  { value: 'intellectual_property', label: 'Intellectual' },
  { value: 'tangible', label: 'Tangible' },
  { value: 'vehicle', label: 'Vehicle' },
  { value: 'investment', label: 'Investment' },
];
const noAssets: AssetView[] = [];

/** Assets tab of an entity page: Add Asset, search (and on trusts a type filter), the table. */
export function EntityAssetsPanel({
  entity,
  typeFilter = false,
  limit,
}: {
  entity: EntityDetailView;
  typeFilter?: boolean;
  /** The plan's asset limit: Add Asset is disabled at it, as on the Assets list. */
  limit: EntityLimitView | undefined;
}) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('all');
  const assets = entity.ownedAssets ?? noAssets;
  const visible = useMemo(
    () =>
      assets.filter(
        (asset) =>
          matchesSearch(asset.name, search) && (type === 'all' || (asset.type ?? asset.assetType) === type),
      ),
    [assets, search, type],
  );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle>Assets</CardTitle>
        <EntityLimitButton
          to={`/assets/create?entityId=${entity.id}`}
          state={{ entityId: entity.id }}
          label="Add Asset"
          limit={limit}
          noun="assets"
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {assets.length === 0 ? (
          <EmptyState icon={<Wallet aria-hidden />} title="No assets" />
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row">
              <SearchInput
                label="Search assets"
                placeholder="Search assets..."
                value={search}
                onValueChange={setSearch}
              />
              {typeFilter ? (
                <Select
                  aria-label="Filter by asset type"
                  className="sm:w-44"
                  options={typeOptions}
                  value={type}
                  onValueChange={setType}
                />
              ) : null}
            </div>
            <PagedGrid
              label="Assets"
              noun="assets"
              rows={visible}
              columnDefs={entityAssetColumns}
              getRowId={getAssetRowId}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
