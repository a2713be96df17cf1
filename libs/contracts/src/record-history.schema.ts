import { z } from 'zod';
import { calendarDay } from './common.schema';
import { listQuerySchema, optionalEnumQuery, optionalIdQuery } from './list-query.schema';

/**
 * The history of every record and the account's audit trail (docs/decisions/0028).
 * One row per change: who, when it was recorded, when it took effect, and the fields before and after.
 */
export const HISTORY_RECORD_TYPES = [
  'entity',
  'relationship',
  'asset',
  'filing',
  'document',
  'group',
] as const;
export type HistoryRecordType = (typeof HISTORY_RECORD_TYPES)[number];

export const CHANGE_KINDS = [
  'created',
  'updated',
  'removed',
  'restored',
  'added_to_group',
  'removed_from_group',
  'file_erased',
  'personal_data_erased',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

// A timestamp must say its offset: without one it would be read in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** `from`/`to`: a day (YYYY-MM-DD, in the account's time zone) or an ISO-8601 instant with its offset. */
export const historyBound = (name: string) =>
  z
    .string({ message: `${name} must be a date (YYYY-MM-DD) or an ISO-8601 date-time with an offset` })
    .refine(
      (value) =>
        calendarDay(value) !== null &&
        (value.length === 10 || (INSTANT.test(value) && !Number.isNaN(Date.parse(value)))),
      { message: `${name} must be a date (YYYY-MM-DD) or an ISO-8601 date-time with an offset` },
    )
    .optional();

// Paged as every list (docs/api-lists.md); the order is always by recorded time.
const paging = listQuerySchema(['recordedAt']).shape;

/** A history grows for ever, so unlike the spec's lists it is paged even when no `limit` is sent. */
export const DEFAULT_HISTORY_LIMIT = 100;

const historyFilters = {
  limit: paging.limit.default(DEFAULT_HISTORY_LIMIT),
  offset: paging.offset,
  order: paging.order,
  from: historyBound('from'),
  to: historyBound('to'),
  kind: optionalEnumQuery('kind', CHANGE_KINDS),
  actorId: optionalIdQuery('actorId'),
  recordType: optionalEnumQuery('recordType', HISTORY_RECORD_TYPES),
};

const fromNotAfterTo = (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!query.from || !query.to) return;
  const bothInstants = query.from.length > 10 && query.to.length > 10;
  if (
    bothInstants
      ? Date.parse(query.from) > Date.parse(query.to)
      : query.from.slice(0, 10) > query.to.slice(0, 10)
  )
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
};

/** `GET /api/{entities|relationships|assets|...}/{id}/history`: newest first unless `order=asc`. */
export const recordHistoryQuerySchema = z.object(historyFilters).superRefine(fromNotAfterTo);
export type RecordHistoryQuery = z.output<typeof recordHistoryQuerySchema>;

/** The record filters of `GET /api/audit`, each naming the history it narrows to. */
export const AUDIT_RECORD_FILTERS = {
  entityId: 'entity',
  relationshipId: 'relationship',
  assetId: 'asset',
  filingId: 'filing',
  documentId: 'document',
  groupId: 'group',
} as const satisfies Record<string, HistoryRecordType>;
type AuditRecordFilter = keyof typeof AUDIT_RECORD_FILTERS;

/** `GET /api/audit`: every change of the account, or of one record (at most one record filter). */
export const auditQuerySchema = z
  .object({
    ...historyFilters,
    entityId: optionalIdQuery('entityId'),
    relationshipId: optionalIdQuery('relationshipId'),
    assetId: optionalIdQuery('assetId'),
    filingId: optionalIdQuery('filingId'),
    documentId: optionalIdQuery('documentId'),
    groupId: optionalIdQuery('groupId'),
    /** Another account's trail: installation administrators only (docs/decisions/0028, addendum). */
    accountId: optionalIdQuery('accountId'),
  })
  .superRefine((query, ctx) => {
    fromNotAfterTo(query, ctx);
    const filters = (Object.keys(AUDIT_RECORD_FILTERS) as AuditRecordFilter[]).filter(
      (name) => query[name] !== undefined,
    );
    for (const extra of filters.slice(1))
      ctx.addIssue({
        code: 'custom',
        path: [extra],
        message: `${extra} cannot be combined with ${filters[0]}: filter by one record at a time`,
      });
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

const entityType = z.enum(['company', 'individual', 'trust']);
const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });

/** The record a change belongs to, named as it is now (a removed record keeps its last name). */
export const historyRecordSchema = z.object({
  type: z.enum(HISTORY_RECORD_TYPES),
  id: z.number().int(),
  /** Entity, asset and group name; a document's file name; a filing's requirement type. */
  name: z.string().nullable(),
  /** The name it had when the change was made, where that was another one (it has been renamed since). */
  nameThen: z.string().optional(),
  entityType: entityType.nullable(),
  relationshipType: z.string().nullable(),
  /** The entities it links: a relationship's source then target; an asset's owner; a filing's or document's entity. */
  entities: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      nameThen: z.string().optional(),
      type: entityType.nullable(),
    }),
  ),
  removed: z.boolean(),
});

export const recordChangeSchema = z.object({
  /** The event's id: one change, whichever history shows it. */
  id: z.string(),
  position: z.number().int(),
  eventType: z.string(),
  kind: z.enum(CHANGE_KINDS),
  recordedAt: z.string(),
  /** When the fact holds in the world, where the event says so (e.g. a filing's due date). */
  effectiveAt: z.string().nullable(),
  /**
   * `id` null for the system's own work; `name` (full name, else username) and `username` as the user is now, or
   * was when deleted (`deleted: true`).
   */
  actor: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    username: z.string().nullable(),
    deleted: z.literal(true).optional(),
  }),
  record: historyRecordSchema,
  /** Updates: each changed field's value before and after. */
  changes: z.record(z.string(), fieldChange).nullable(),
  /** Creations and restores: the initial fields (empty ones left out); group changes: the group. */
  fields: z.record(z.string(), z.unknown()).nullable(),
  /** Removals: deleted, entity_deleted (removed with its entity) or group_deleted. */
  reason: z.string().nullable(),
  /** Ownership changes: why the change was made, as the user gave it. */
  changeReason: z.string().nullable(),
  /** The document evidencing the change (share transfer form, resolution), named as it is now. */
  evidence: z.object({ id: z.number().int(), name: z.string().nullable(), removed: z.boolean() }).nullable(),
});
export type RecordChangeView = z.infer<typeof recordChangeSchema>;
export type HistoryRecordView = z.infer<typeof historyRecordSchema>;
