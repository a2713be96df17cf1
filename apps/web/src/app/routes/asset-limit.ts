import { countedLimit } from '@/lib/counted-limit';
import { useAssets } from '@/features/assets/api/get-assets';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';

export const assetKind = { title: 'Asset', plural: 'assets' };

/** Assets count against the plan's entityLimit (spec 000 section 5). */
export function useAssetLimit() {
  const entityLimit = useEntityLimit().data;
  const assets = useAssets().data;
  return countedLimit(entityLimit, assets?.length);
}
