import { z } from 'zod';
import { plainDecimal } from './common.schema';

/**
 * Server-side paging, sorting and search shared by every list route. A request without
 * `limit` answers the whole list, as the spec's clients expect; the total matching the filters is
 * always in the `X-Total-Count` header, so the body stays the spec's array.
 */
export const MAX_PAGE_SIZE = 1000;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

const whole = (name: string, min: number, max?: number) => {
  const message =
    max === undefined
      ? `${name} must be a whole number of at least ${min}`
      : `${name} must be a whole number from ${min} to ${max}`;
  const number = z.coerce.number({ message }).int(message).min(min, message);
  return plainDecimal(max === undefined ? number : number.max(max, message));
};

export const searchText = z
  .string({ message: 'q must be text' })
  .trim()
  .max(200, 'q must be at most 200 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

/** An optional value from a fixed list (`type=vehicle`); a refusal names the parameter and the values. */
export const optionalEnumQuery = <const V extends readonly [string, ...string[]]>(name: string, values: V) =>
  z.enum(values, { message: `${name} must be one of ${values.join(', ')}` }).optional();

/** `sort` names a field of the answered rows; each route lists the ones it can sort by on an index. */
export const listQuerySchema = <const S extends readonly [string, ...string[]]>(sortFields: S) =>
  z.object({
    limit: whole('limit', 1, MAX_PAGE_SIZE).optional(),
    offset: whole('offset', 0).optional().default(0),
    sort: optionalEnumQuery('sort', sortFields),
    order: z.enum(['asc', 'desc'], { message: "order must be 'asc' or 'desc'" }).optional(),
    q: searchText,
  });

export type ListQuery<S extends string = string> = {
  limit?: number;
  offset: number;
  sort?: S;
  order?: 'asc' | 'desc';
  q?: string;
};

/** An optional positive id in a query string (`groupId=3`, `entityId=12`). */
export const optionalIdQuery = (name: string) =>
  plainDecimal(
    z.coerce
      .number({ message: `${name} must be a positive whole number` })
      .int(`${name} must be a positive whole number`)
      .positive(`${name} must be a positive whole number`),
  ).optional();

/** One hit of the top bar's cross-record search (`GET /api/search?q=`). */
export const SEARCH_KINDS = ['company', 'individual', 'trust', 'relationship', 'asset', 'group'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export interface SearchHitView {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string | null;
  url: string;
}
