import { listQuerySchema } from './list-query.schema';
import type { EntityType } from './entity.schema';

/** Deleted entities can be restored for this many days, then they are purged (docs/decisions/0023-trash.md). */
export const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a record deleted at `deletedAt` leaves the Trash (ISO timestamps). */
export const purgeAfterOf = (deletedAt: string): string =>
  new Date(Date.parse(deletedAt) + TRASH_RETENTION_DAYS * DAY_MS).toISOString();

/** Up to this many records of one kind are named in a deletion impact; larger sets are only counted. */
export const IMPACT_NAMES_UP_TO = 5;

/** One kind of record a deletion removes: how many, and their names when there are few. */
export interface ImpactCount {
  count: number;
  names?: string[];
}

/** `GET /api/entities/{id}/deletion-impact`: what deleting the entity also removes. */
export interface DeletionImpactView {
  entityId: number;
  name: string;
  relationships: ImpactCount;
  assets: ImpactCount;
  groupMemberships: ImpactCount;
  documents: ImpactCount;
  filings: ImpactCount;
}

/** One row of `GET /api/trash`. */
export interface TrashItemView {
  entityId: number;
  type: EntityType;
  name: string;
  deletedAt: string;
  deletedBy: { id: number; name: string } | null;
  purgeAfter: string;
  /** What its deletion removed and a restore brings back (when the other ends still exist). */
  relationships: number;
  assets: number;
  groupMemberships: number;
}

export const TRASH_SORT_FIELDS = ['deletedAt', 'name'] as const;
export const listTrashQuery = listQuerySchema(TRASH_SORT_FIELDS);
