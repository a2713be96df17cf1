import {
  RELATIONSHIP_TYPES,
  asOfQueryFields,
  listQuerySchema,
  optionalEnumQuery,
  optionalIdQuery,
} from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { RELATIONSHIP_SORT_FIELDS } from '../../projections/relationship.read-model';

export const RELATIONSHIP_SORTS = ['createdAt', 'type', 'ownershipPercentage', 'startDate'] as const;
export type RelationshipSort = (typeof RELATIONSHIP_SORTS)[number];

const relationshipFilters = {
  type: optionalEnumQuery('type', RELATIONSHIP_TYPES),
  status: z.enum(['active', 'inactive'], { message: "status must be 'active' or 'inactive'" }).optional(),
  // In force on a day and as the register stood at a moment (docs/decisions/0033).
  ...asOfQueryFields,
};

/** `GET /api/entities/{id}/relationships`: the entity comes from the path. */
export const listEntityRelationshipsQuery = listQuerySchema(RELATIONSHIP_SORTS).extend(relationshipFilters);
export const listRelationshipsQuery = listEntityRelationshipsQuery.extend({
  entityId: optionalIdQuery('entityId'),
});
export type ListRelationshipsQuery = z.output<typeof listRelationshipsQuery>;

export const RELATIONSHIP_SORT_KEYS: SortFields<RelationshipSort> = RELATIONSHIP_SORT_FIELDS;
