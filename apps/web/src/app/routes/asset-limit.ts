import { countedLimit } from '@/lib/counted-limit';
import { useAssetCount } from '@/features/assets/api/get-assets';
import { useEntityLimit } from '@/features/entities/api/get-entity-limit';

export const assetKind = { title: 'Asset', plural: 'assets' };

/** Assets count against the plan's entityLimit (spec 000 section 5); the count is the list's total. */
export function useAssetLimit() {
  const entityLimit = useEntityLimit().data;
  const assets = useAssetCount().data;
  return countedLimit(entityLimit, assets);
}
