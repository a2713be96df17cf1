import {
  ENTITY_STATUSES,
  ENTITY_TYPES,
  TRUST_LIST_COMPLIANCE,
  listQuerySchema,
  optionalIdQuery,
} from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';

export const ENTITY_SORTS = ['createdAt', 'name', 'status', 'registrationNumber', 'country'] as const;
export type EntitySort = (typeof ENTITY_SORTS)[number];

/**
 * `compliance` selects trusts (it implies type=trust; another type is refused); `notInGroupId` lists the
 * entities outside a group (the group dialog's picker) and cannot be combined with `groupId`.
 */
export const listEntitiesQuery = listQuerySchema(ENTITY_SORTS)
  .extend({
    type: z
      .enum(ENTITY_TYPES, { message: "type must be one of 'company', 'individual' or 'trust'" })
      .optional(),
    status: z
      .enum(ENTITY_STATUSES, { message: "status must be one of 'active', 'inactive' or 'pending'" })
      .optional(),
    compliance: z
      .enum(TRUST_LIST_COMPLIANCE, { message: "compliance must be 'compliant' or 'attention'" })
      .optional(),
    groupId: optionalIdQuery('groupId'),
    notInGroupId: optionalIdQuery('notInGroupId'),
  })
  .superRefine((query, ctx) => {
    if (query.compliance && query.type && query.type !== 'trust')
      ctx.addIssue({
        code: 'custom',
        path: ['compliance'],
        message: 'compliance applies to trusts only: leave type out or ask for type=trust',
      });
    if (query.groupId !== undefined && query.notInGroupId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['notInGroupId'],
        message: 'notInGroupId cannot be combined with groupId',
      });
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
