import {
  calendarDay,
  FILING_STATUSES,
  FILING_TYPES,
  listQuerySchema,
  optionalEnumQuery,
  optionalIdQuery,
  plainDecimal,
} from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { FILING_SORT_FIELDS } from '../../projections/filing.read-model';

/** `priority`: open filings first (overdue, then upcoming, by due date), then settled ones by due date. */
export const FILING_SORTS = ['dueDate', 'requirementType', 'createdAt', 'priority'] as const;
export type FilingSort = (typeof FILING_SORTS)[number];

const day = (name: string) =>
  z
    .string({ message: `${name} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    // A day of the calendar: Date.parse rolls 2026-02-30 over to 2 March.
    .refine((value) => calendarDay(value) === value, `${name} must be a date (YYYY-MM-DD)`)
    .optional();

const withinDays = plainDecimal(
  z.coerce
    .number({ message: 'dueWithinDays must be a whole number from 0 to 3660' })
    .int('dueWithinDays must be a whole number from 0 to 3660')
    .min(0, 'dueWithinDays must be a whole number from 0 to 3660')
    .max(3660, 'dueWithinDays must be a whole number from 0 to 3660'),
).optional();

const ASSIGNEE_MESSAGE = 'assignee must be me, none or a user id';
/** `me` (the caller), `none` (unassigned: null) or a member's user id. */
const assignee = z
  .string({ message: ASSIGNEE_MESSAGE })
  .regex(/^(me|none|[1-9]\d{0,14})$/, ASSIGNEE_MESSAGE)
  .transform((value) => (value === 'me' ? 'me' : value === 'none' ? null : Number(value)))
  .optional();

/** One entity's filings (the entity comes from the path), and `/upcoming` and `/overdue` (fixed status). */
export const listEntityFilingsQuery = listQuerySchema(FILING_SORTS).extend({
  status: optionalEnumQuery('status', FILING_STATUSES),
});
/**
 * The account's filings (the Deadlines page): by entity, group, kind, status, assignee, due within N days from
 * today, or a due-date window (`dueFrom`..`dueTo`, both included: a calendar month).
 */
export const listFilingsQuery = listEntityFilingsQuery
  .extend({
    entityId: optionalIdQuery('entityId'),
    groupId: optionalIdQuery('groupId'),
    requirementType: optionalEnumQuery('requirementType', FILING_TYPES),
    dueWithinDays: withinDays,
    dueFrom: day('dueFrom'),
    dueTo: day('dueTo'),
    assignee,
  })
  .refine((query) => !query.dueFrom || !query.dueTo || query.dueFrom <= query.dueTo, {
    message: 'dueTo must not be before dueFrom',
    path: ['dueTo'],
  });
export type ListFilingsQuery = z.output<typeof listFilingsQuery>;
/** The query with `assignee=me` read as the caller's id. */
export type FilingListQuery = Omit<ListFilingsQuery, 'assignee'> & { assignee?: number | null };
export const forCaller = (query: ListFilingsQuery, userId: number): FilingListQuery => ({
  ...query,
  assignee: query.assignee === 'me' ? userId : query.assignee,
});
export const listFilingSliceQuery = listEntityFilingsQuery.omit({ status: true }).extend({
  entityId: optionalIdQuery('entityId'),
});
export type ListFilingSliceQuery = z.output<typeof listFilingSliceQuery>;

export const FILING_SORT_KEYS: SortFields<FilingSort> = FILING_SORT_FIELDS;
