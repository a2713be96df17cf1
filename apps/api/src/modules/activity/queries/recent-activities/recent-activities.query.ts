import { optionalEnumQuery, optionalIdQuery, plainDecimal, searchText } from '@ledgerline/contracts';
import { z } from 'zod';

const SUBJECTS = ['company', 'individual', 'trust', 'relationship', 'asset'] as const;
export const ACTIVITY_TYPES = (['create', 'update', 'delete'] as const).flatMap((verb) =>
  SUBJECTS.map((subject) => `${verb}_${subject}` as const),
) as [string, ...string[]];

const limitMessage = 'limit must be a whole number from 1 to 100';
const offsetMessage = 'offset must be a whole number of at least 0';

/** `GET /api/activities/recent`: newest first only; `limit` keeps its 1-100 range and default 10. */
export const recentActivitiesQuery = z.object({
  limit: plainDecimal(
    z.coerce.number({ message: limitMessage }).int(limitMessage).min(1, limitMessage).max(100, limitMessage),
  ).default(10),
  offset: plainDecimal(
    z.coerce.number({ message: offsetMessage }).int(offsetMessage).min(0, offsetMessage),
  ).default(0),
  activityType: optionalEnumQuery('activityType', ACTIVITY_TYPES),
  entityId: optionalIdQuery('entityId'),
  q: searchText,
});
export type RecentActivitiesQuery = z.output<typeof recentActivitiesQuery>;
