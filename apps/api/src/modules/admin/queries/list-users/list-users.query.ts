import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS, listQuerySchema } from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { USER_SORT_FIELDS } from '../../../identity/projections/user.read-model';

export const USER_SORTS = ['id', 'username', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const listUsersQuery = listQuerySchema(USER_SORTS).extend({
  role: z.enum(['admin', 'user'], { message: "role must be 'admin' or 'user'" }).optional(),
  subscriptionTier: z
    .enum(SUBSCRIPTION_TIERS, { message: `subscriptionTier must be one of ${SUBSCRIPTION_TIERS.join(', ')}` })
    .optional(),
  subscriptionStatus: z
    .enum(SUBSCRIPTION_STATUSES, {
      message: `subscriptionStatus must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
    })
    .optional(),
});
export type ListUsersQuery = z.output<typeof listUsersQuery>;

export const USER_SORT_KEYS: SortFields<UserSort> = USER_SORT_FIELDS;
