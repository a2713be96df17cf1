import { ENTITY_TYPES, listQuerySchema } from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { GROUP_SORT_FIELDS } from '../../projections/groups.projector';

export const GROUP_SORTS = ['name', 'createdAt'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const listGroupsQuery = listQuerySchema(GROUP_SORTS);
export type ListGroupsQuery = z.output<typeof listGroupsQuery>;
export const GROUP_SORT_KEYS: SortFields<GroupSort> = GROUP_SORT_FIELDS;

/** `GET /api/groups/{id}/entities`: pages the detail's `entities` array. */
export const MEMBER_SORTS = ['name'] as const;
export const listGroupMembersQuery = listQuerySchema(MEMBER_SORTS).extend({
  type: z
    .enum(ENTITY_TYPES, { message: "type must be one of 'company', 'individual' or 'trust'" })
    .optional(),
});
export type ListGroupMembersQuery = z.output<typeof listGroupMembersQuery>;
export const MEMBER_SORT_KEYS: SortFields<(typeof MEMBER_SORTS)[number]> = { name: ['nameKey'] };
