import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  listQuerySchema,
  optionalEnumQuery,
} from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { USER_SORT_FIELDS } from '../../../identity/projections/user.read-model';

export const USER_SORTS = ['id', 'username', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const listUsersQuery = listQuerySchema(USER_SORTS).extend({
  role: z.enum(['admin', 'user'], { message: "role must be 'admin' or 'user'" }).optional(),
  subscriptionTier: optionalEnumQuery('subscriptionTier', SUBSCRIPTION_TIERS),
  subscriptionStatus: optionalEnumQuery('subscriptionStatus', SUBSCRIPTION_STATUSES),
});
export type ListUsersQuery = z.output<typeof listUsersQuery>;

export const USER_SORT_KEYS: SortFields<UserSort> = USER_SORT_FIELDS;
