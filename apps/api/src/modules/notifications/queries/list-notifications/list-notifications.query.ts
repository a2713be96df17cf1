import { listQuerySchema } from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { NOTIFICATION_SORT_FIELDS } from '../../projections/notifications.projector';

export const NOTIFICATION_SORTS = ['createdAt'] as const;
/** Without `limit` the newest 100, as the route has always answered. */
export const DEFAULT_NOTIFICATION_LIMIT = 100;

export const listNotificationsQuery = listQuerySchema(NOTIFICATION_SORTS).extend({
  isRead: z
    .enum(['true', 'false'], { message: "isRead must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuery>;

export const NOTIFICATION_SORT_KEYS: SortFields<(typeof NOTIFICATION_SORTS)[number]> =
  NOTIFICATION_SORT_FIELDS;
