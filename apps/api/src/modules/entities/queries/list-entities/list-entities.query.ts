import { ENTITY_STATUSES, ENTITY_TYPES, listQuerySchema, optionalIdQuery } from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';

export const ENTITY_SORTS = ['createdAt', 'name', 'status', 'registrationNumber', 'country'] as const;
export type EntitySort = (typeof ENTITY_SORTS)[number];

export const listEntitiesQuery = listQuerySchema(ENTITY_SORTS).extend({
  type: z
    .enum(ENTITY_TYPES, { message: "type must be one of 'company', 'individual' or 'trust'" })
    .optional(),
  status: z
    .enum(ENTITY_STATUSES, { message: "status must be one of 'active', 'inactive' or 'pending'" })
    .optional(),
  groupId: optionalIdQuery('groupId'),
});
export type ListEntitiesQuery = z.output<typeof listEntitiesQuery>;

/** Each public sort names the indexed fields it reads (see ENTITY_LAYOUTS). */
export const ENTITY_SORT_FIELDS: SortFields<EntitySort> = {
  createdAt: ['createdAt', 'entityId'],
  name: ['nameKey'],
  status: ['status', 'nameKey'],
  registrationNumber: ['registrationNumber'],
  country: ['country'],
};
