import { z } from 'zod';
import { calendarDay, EARLIEST_DATE } from './common.schema';

/**
 * Bitemporal reads (docs/decisions/0033): `asOf` is the effective day the answer is about,
 * `knownAt` the moment whose register is read (only what had been recorded by then). Without either: today as
 * known now, answered from the current read models.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A moment must say its offset: without one it would be read in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const asOfMessage = 'asOf must be a date (YYYY-MM-DD) from 1900-01-01';
const knownAtMessage = 'knownAt must be an ISO-8601 date-time with an offset (e.g. 2025-03-01T09:30:00Z)';

export const asOfDay = z
  .string({ message: asOfMessage })
  .refine((value) => DAY.test(value) && calendarDay(value) !== null && value >= EARLIEST_DATE, {
    message: asOfMessage,
  });

/** Normalised to UTC (`toISOString`), so it compares with recorded times as text. */
export const knownAtInstant = z
  .string({ message: knownAtMessage })
  .refine((value) => INSTANT.test(value) && calendarDay(value) !== null && !Number.isNaN(Date.parse(value)), {
    message: knownAtMessage,
  })
  .transform((value) => new Date(value).toISOString());

/** The query fields every bitemporal read takes; merge into a route's own query schema with `.extend`. */
export const asOfQueryFields = { asOf: asOfDay.optional(), knownAt: knownAtInstant.optional() };
export const asOfQuerySchema = z.object(asOfQueryFields);
export type AsOfQuery = z.output<typeof asOfQuerySchema>;

/** Headers of a bitemporal answer: the day and the moment it was read at (both always set). */
export const AS_OF_HEADERS = { asOf: 'X-As-Of', knownAt: 'X-Known-At' } as const;

/**
 * Added to each beneficial-owner record: the first day of the unbroken period, containing `asOf`, in which
 * it is a beneficial owner (null when the holdings that make it one carry no start date), and the first day
 * it no longer is, as the register read knows it (null while it still is).
 */
export const beneficialOwnerPeriodSchema = z.object({
  becameOwnerOn: z.string().nullable(),
  ceasedOn: z.string().nullable(),
});
export type BeneficialOwnerPeriod = z.infer<typeof beneficialOwnerPeriodSchema>;

const entityRef = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  type: z.enum(['company', 'individual', 'trust']).nullable(),
});

/** `restored`: the link came back with its entity from the Trash. */
export const OWNERSHIP_CHANGE_KINDS = ['created', 'updated', 'removed', 'restored'] as const;

/**
 * `GET /api/entities/{id}/ownership-timeline`: one item per recorded change of a link into the entity that
 * carries ownership or control (holder, its % before and after, the link's dates), oldest first.
 */
export const ownershipTimelineItemSchema = z.object({
  /** The event's id. */
  id: z.string(),
  relationshipId: z.number().int(),
  relationshipType: z.string(),
  kind: z.enum(OWNERSHIP_CHANGE_KINDS),
  /**
   * A deletion: the link was recorded in error, so as-of reads never show it and this item is a correction
   * recorded that day, not a change of ownership effective then (docs/decisions/0033).
   */
  correction: z.boolean(),
  holder: entityRef,
  /** The held entity (the one asked about; for a subsidiary link the link's source). */
  held: entityRef,
  fromPercentage: z.number().nullable(),
  toPercentage: z.number().nullable(),
  /** The link's effective dates after the change (before it, for a removal). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  effectiveAt: z.string().nullable(),
  recordedAt: z.string(),
  actor: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    username: z.string().nullable(),
  }),
  correlationId: z.string().nullable(),
  changeReason: z.string().nullable(),
  evidence: z.object({ id: z.number().int(), name: z.string().nullable(), removed: z.boolean() }).nullable(),
});
export type OwnershipTimelineItem = z.infer<typeof ownershipTimelineItemSchema>;

export const ownershipTimelineQuerySchema = z.object({ knownAt: knownAtInstant.optional() });

/**
 * `GET /api/compliance/beneficial-owners/{entityId}/history`: each set of beneficial owners the register has
 * given for the entity, oldest first, with the period it held and the recorded change that produced it.
 */
export const beneficialOwnerSetSchema = z.object({
  /**
   * A deletion of a link recorded in error: as-of reads never show the link, so the sets are told as if it
   * never existed and this entry, in the order recorded, is a correction recorded then, not a change of owners
   * effective that day (no effective days, no owners; docs/decisions/0033).
   */
  correction: z.boolean(),
  /** The deleted link, on a correction; null on a set. */
  relationshipId: z.number().int().nullable(),
  /** The day the set took effect (the change's effective day, else the day it was recorded); null on a correction. */
  effectiveFrom: z.string().nullable(),
  /** The effective day of the change that replaced it; null while it holds, and on a correction. */
  effectiveTo: z.string().nullable(),
  recordedFrom: z.string(),
  recordedTo: z.string().nullable(),
  /** The change (event) that produced the set, and the command it belonged to. */
  eventId: z.string(),
  correlationId: z.string().nullable(),
  owners: z.array(
    z.object({
      individualId: z.number().int(),
      name: z.string(),
      category: z.string().nullable(),
      totalOwnership: z.number(),
      hasEffectiveControl: z.boolean(),
    }),
  ),
});
export type BeneficialOwnerSet = z.infer<typeof beneficialOwnerSetSchema>;
