import { AssetsList } from '@/features/assets/components/assets-list';
import { EntityLimitButton } from '@/features/entities/components/entity-limit-button';
import { useAssetLimit } from './asset-limit';

export function AssetListRoute() {
  const limit = useAssetLimit();
  return (
    <AssetsList
      addAction={<EntityLimitButton to="/assets/create" label="Add Asset" limit={limit} noun="assets" />}
    />
  );
}
