import type { CollectionLayouts } from '@ledgerline/projections';
import type { EntityRef } from '../../../shared/entity-refs';
import { listIndexes } from '../../../shared/list-indexes';

/** Read model `relationships`: RelationshipView documents with the names of both ends kept current. */
export const RELATIONSHIPS = 'relationships';
/**
 * Read model `relationship_ends`: the same documents once per end (`entityId`, `isSource`), so the
 * relationships of one entity, as source or target, page, sort and count on one index.
 */
export const RELATIONSHIP_ENDS = 'relationship_ends';

export interface RelationshipDocument {
  [key: string]: unknown;
  id: string;
  relationshipId: number;
  accountId: number;
  sourceEntityId: number;
  targetEntityId: number;
  type: string;
  isActive: boolean;
  sourceEntity: EntityRef | null;
  targetEntity: EntityRef | null;
  /** The names of both ends at the top level, where word search reads them on every adapter. */
  sourceName: string;
  targetName: string;
}

export interface RelationshipEndDocument extends RelationshipDocument {
  entityId: number;
  isSource: boolean;
}

/** The indexed fields behind each public sort of the relationship lists (ties on the newest id). */
export const RELATIONSHIP_SORT_FIELDS = {
  createdAt: ['relationshipId'],
  type: ['type', 'relationshipId'],
  ownershipPercentage: ['ownershipPercentage', 'relationshipId'],
  startDate: ['startDate', 'relationshipId'],
} as const;
/** One entity's relationships as the spec lists them: where it is the source first, then the target. */
export const FROM_ENTITY_FIRST = ['isSource', 'relationshipId'] as const;

const FILTERS = ['type', 'isActive'];
const SEARCH = { fields: ['sourceName', 'targetName', 'type'], scope: 'accountId' };

export const RELATIONSHIP_LAYOUTS: CollectionLayouts = {
  [RELATIONSHIPS]: {
    indexes: [
      ...listIndexes(['accountId'], FILTERS, RELATIONSHIP_SORT_FIELDS),
      // The entity lists' joins (IN lists of one page's ids) and renames following an entity.
      ['accountId', 'sourceEntityId', 'relationshipId'],
      ['accountId', 'targetEntityId', 'relationshipId'],
    ],
    search: SEARCH,
  },
  [RELATIONSHIP_ENDS]: {
    indexes: listIndexes(['accountId', 'entityId'], FILTERS, {
      ...RELATIONSHIP_SORT_FIELDS,
      fromEntityFirst: FROM_ENTITY_FIRST,
    }),
    search: SEARCH,
  },
};

export const relationshipEndId = (relationshipId: number, entityId: number): string =>
  `${relationshipId}:${entityId}`;

/** The two end rows of a relationship (one when both ends are the same entity). */
export function endsOf(doc: RelationshipDocument): RelationshipEndDocument[] {
  const ends = [
    { entityId: doc.sourceEntityId, isSource: true },
    { entityId: doc.targetEntityId, isSource: false },
  ].filter((end, index, all) => all.findIndex((other) => other.entityId === end.entityId) === index);
  return ends.map((end) => ({ ...doc, ...end, id: relationshipEndId(doc.relationshipId, end.entityId) }));
}
