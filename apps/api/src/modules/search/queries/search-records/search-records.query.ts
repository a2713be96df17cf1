import { z } from 'zod';
import { plainDecimal } from '@ledgerline/contracts';

export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 50;
const limitMessage = `limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}`;

/** `GET /api/search?q=&limit=`: `q` is required (the top bar asks once the box holds text). */
export const searchRecordsQuery = z.object({
  q: z
    .string({ message: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(200, 'q must be at most 200 characters'),
  limit: plainDecimal(
    z.coerce
      .number({ message: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(MAX_SEARCH_LIMIT, limitMessage),
  ).default(DEFAULT_SEARCH_LIMIT),
});
export type SearchRecordsQuery = z.output<typeof searchRecordsQuery>;
