import {
  ASSET_STATUSES,
  ASSET_TYPES,
  listQuerySchema,
  optionalEnumQuery,
  optionalIdQuery,
} from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { ASSET_SORT_FIELDS } from '../../projections/asset.read-model';

export const ASSET_SORTS = ['createdAt', 'name', 'type', 'value', 'acquisitionDate', 'status'] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** `GET /api/entities/{id}/assets`: the owner comes from the path. */
export const listEntityAssetsQuery = listQuerySchema(ASSET_SORTS).extend({
  type: optionalEnumQuery('type', ASSET_TYPES),
  status: optionalEnumQuery('status', ASSET_STATUSES),
});
export const listAssetsQuery = listEntityAssetsQuery.extend({ entityId: optionalIdQuery('entityId') });
export type ListAssetsQuery = z.output<typeof listAssetsQuery>;

export const ASSET_SORT_KEYS: SortFields<AssetSort> = ASSET_SORT_FIELDS;
