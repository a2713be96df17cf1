import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

const tier = z.enum(['free', 'basic', 'standard', 'pro', 'enterprise']);
const subscriptionStatus = z.enum([
  'active',
  'past_due',
  'canceled',
  'trialing',
  'incomplete',
  'inactive',
  'pending',
  'expired',
]);
const entityType = z.enum(['company', 'individual', 'trust']);

/** Profile fields an entity can carry; every one nullable so updates can clear them. */
export const entityProfileSchema = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    taxId: z.string().nullable(),
    industry: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    foundedDate: z.string().nullable(),
    incorporationDate: z.string().nullable(),
    companyClassification: z.string().nullable(),
    status: z.enum(['active', 'inactive', 'pending']),
    notes: z.string().nullable(),
    trustType: z.string().nullable(),
    trustDeedDate: z.string().nullable(),
  })
  .partial()
  .required({ name: true });

/** Stream `account-{id}`: the tenant's register. Every fact that a plan limit or a cross-record rule covers lives here. */
export const AccountOpened = defineEvent(
  'AccountOpened',
  z.object({ accountId: z.number().int(), ownerUserId: z.number().int(), tier, status: subscriptionStatus }),
);

export const SubscriptionChanged = defineEvent(
  'SubscriptionChanged',
  z.object({
    accountId: z.number().int(),
    tier,
    status: subscriptionStatus,
    expiresAt: z.string().nullable(),
  }),
);

export const EntityRegistered = defineEvent(
  'EntityRegistered',
  z.object({
    entityId: z.number().int(),
    accountId: z.number().int(),
    entityType,
    createdByUserId: z.number().int(),
    profile: entityProfileSchema,
    /** Additive: the entity came back from the Trash (the restore's own registration). */
    restored: z.literal(true).optional(),
  }),
);

/** Field-by-field before and after, for the regulator's audit trail. */
export const EntityProfileUpdated = defineEvent(
  'EntityProfileUpdated',
  z.object({
    entityId: z.number().int(),
    accountId: z.number().int(),
    entityType,
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  }),
);

export const EntityDeleted = defineEvent(
  'EntityDeleted',
  z.object({ entityId: z.number().int(), accountId: z.number().int(), entityType }),
);

/**
 * A deleted entity came back from Trash within 30 days (docs/decisions/0023-trash.md). The entity and what its
 * deletion removed follow in the same append as re-registration facts under their old ids (`EntityRegistered`,
 * `RelationshipAdded`, `AssetRegistered`, `EntityAddedToGroup`); this event says why and lists them.
 */
export const EntityRestored = defineEvent(
  'EntityRestored',
  z.object({
    entityId: z.number().int(),
    accountId: z.number().int(),
    entityType,
    restoredByUserId: z.number().int(),
    relationshipIds: z.array(z.number().int()),
    assetIds: z.array(z.number().int()),
    groupIds: z.array(z.number().int()),
    /** Additive: restores before it brought no filing requirements back (the engine planned them anew). */
    filingIds: z.array(z.number().int()).optional(),
  }),
);

/**
 * The account's owner changed account-wide settings. Each field present is the new value; absent fields keep
 * theirs, so settings are added here as optional fields (never renamed).
 */
export const AccountSettingsUpdated = defineEvent(
  'AccountSettingsUpdated',
  z.object({
    accountId: z.number().int(),
    /** YYYY-MM-DD: deadlines due before it are history, not overdue (docs/decisions/0026-deadline-dates.md). */
    trackedFrom: z.string().optional(),
    /** IANA zone whose calendar days the account's "today" and shown dates follow. */
    timeZone: z.string().optional(),
    /** ISO 4217 code the account's money is shown in; rand until set. */
    currency: z.string().optional(),
    /** What the account is called, usually the firm's name (docs/decisions/0077); '<owner> (account)' until set. */
    name: z.string().optional(),
  }),
);

export const accountEvents = [
  AccountOpened,
  SubscriptionChanged,
  AccountSettingsUpdated,
  EntityRegistered,
  EntityProfileUpdated,
  EntityDeleted,
  EntityRestored,
];
export type AccountEvent = EventOf<(typeof accountEvents)[number]>;

/** The account's last user was deleted: its records leave every read model; the events stay for the audit trail. */
export const AccountClosed = defineEvent(
  'AccountClosed',
  z.object({ accountId: z.number().int(), closedByUserId: z.number().int() }),
);
export type AccountClosedEvent = EventOf<typeof AccountClosed>;
