import type { EntityType } from '@ledgerline/contracts';
import type { CollectionLayouts } from '@ledgerline/projections';
import { listIndexes } from '../../../shared/list-indexes';

/** Read model `trash`: one document per deleted entity that has not been restored (purge is a date cut-off). */
export const TRASH = 'trash';
/** Per account, the ids the deletion being projected removed so far (its cascade precedes `EntityDeleted`). */
export const TRASH_CASCADES = 'trash_cascades';

export interface TrashDocument {
  [key: string]: unknown;
  /** String(entityId). */
  id: string;
  entityId: number;
  accountId: number;
  type: EntityType;
  name: string;
  nameKey: string;
  deletedAt: string;
  deletedByUserId: number | null;
  purgeAfter: string;
  /** The `EntityDeleted` event, so replaying it does not overwrite the counts with an emptied cascade. */
  deletedEventId: string;
  relationships: number;
  assets: number;
  groupMemberships: number;
}

export interface TrashCascadeDocument {
  [key: string]: unknown;
  /** String(accountId). */
  id: string;
  accountId: number;
  relationshipIds: number[];
  assetIds: number[];
  groupIds: number[];
}

/** The indexed fields behind each public sort of the Trash (ties on the entity id). */
export const TRASH_SORT_FIELDS = {
  deletedAt: ['deletedAt', 'entityId'],
  name: ['nameKey', 'entityId'],
} as const;

/** Every sort under the account, and under the purge cut-off (`purgeAfter > now`) tested per row. */
export const TRASH_LAYOUTS: CollectionLayouts = {
  [TRASH]: {
    indexes: listIndexes(['accountId'], [], TRASH_SORT_FIELDS),
    search: { fields: ['name'], scope: 'accountId' },
  },
  [TRASH_CASCADES]: { indexes: [['accountId']] },
};
