import type { CollectionLayouts } from '@ledgerline/projections';
import type { EntityRef } from '../../../shared/entity-refs';
import { listIndexes } from '../../../shared/list-indexes';

/** Read model `assets`: AssetView documents with the owner's name kept current. */
export const ASSETS = 'assets';

export interface AssetDocument {
  [key: string]: unknown;
  id: string;
  assetId: number;
  accountId: number;
  ownerEntityId: number;
  name: string;
  ownerEntity: EntityRef | null;
  /** naturalSortKey(name). */
  nameKey: string;
  /** The owner's name at the top level, where word search reads it on every adapter. */
  ownerName: string;
}

/** The indexed fields behind each public sort of the asset lists (ties on the newest id). */
export const ASSET_SORT_FIELDS = {
  createdAt: ['assetId'],
  name: ['nameKey'],
  type: ['type', 'nameKey'],
  value: ['value', 'assetId'],
  acquisitionDate: ['acquisitionDate', 'assetId'],
  status: ['status', 'nameKey'],
} as const;

export const ASSET_LAYOUTS: CollectionLayouts = {
  // The owner filter also serves an entity's assets and renames following its owner.
  [ASSETS]: {
    indexes: listIndexes(['accountId'], ['type', 'status', 'ownerEntityId'], ASSET_SORT_FIELDS),
    search: { fields: ['name', 'ownerName'], scope: 'accountId' },
  },
};
