import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

const id = z.number().int();
/** Field-by-field before and after, for the regulator's audit trail. */
const changes = z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }));
const removalReason = z.enum(['deleted', 'entity_deleted', 'group_deleted']);

export const relationshipFieldsSchema = z.object({
  sourceEntityId: id,
  targetEntityId: id,
  relationshipType: z.string(),
  ownershipPercentage: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  ownershipCategory: z.string().nullable(),
  natureOfInterest: z.string().nullable(),
  trustBenefitType: z.string().nullable(),
  effectiveControl: z.boolean().nullable(),
  /** Added later, optional: why a holding takes a company past 100% (docs/decisions/0021). */
  overAllocationReason: z.string().nullable().optional(),
});

export const assetFieldsEventSchema = z.object({
  ownerEntityId: id,
  name: z.string(),
  assetType: z.string(),
  description: z.string().nullable(),
  value: z.number().nullable(),
  acquisitionDate: z.string().nullable(),
  location: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
});

/** Stream `account-{id}` (see docs/decisions/0001-account-stream.md). */
export const IndividualDetailsRecorded = defineEvent(
  'IndividualDetailsRecorded',
  z.object({ entityId: id, accountId: id, changes }),
);
/** Added later, optional: why an ownership change was made and the document that evidences it. */
const ownershipChangeFacts = {
  changeReason: z.string().nullable().optional(),
  evidenceDocumentId: id.nullable().optional(),
};
export const RelationshipAdded = defineEvent(
  'RelationshipAdded',
  relationshipFieldsSchema.extend({
    relationshipId: id,
    accountId: id,
    ...ownershipChangeFacts,
    /** Added later, optional: the link comes back with its entity from the Trash (its history continues). */
    restored: z.literal(true).optional(),
  }),
);
export const RelationshipUpdated = defineEvent(
  'RelationshipUpdated',
  z.object({
    relationshipId: id,
    accountId: id,
    changes,
    ...ownershipChangeFacts,
    /** Added later, optional: the link's source, whose key seals its notes (docs/decisions/0032). */
    sourceEntityId: id.optional(),
  }),
);
export const RelationshipRemoved = defineEvent(
  'RelationshipRemoved',
  z.object({ relationshipId: id, accountId: id, reason: removalReason, ...ownershipChangeFacts }),
);
export const AssetRegistered = defineEvent(
  'AssetRegistered',
  assetFieldsEventSchema.extend({ assetId: id, accountId: id }),
);
export const AssetUpdated = defineEvent('AssetUpdated', z.object({ assetId: id, accountId: id, changes }));
export const AssetRemoved = defineEvent(
  'AssetRemoved',
  z.object({ assetId: id, accountId: id, reason: removalReason }),
);
export const GroupCreated = defineEvent(
  'GroupCreated',
  z.object({
    groupId: id,
    accountId: id,
    name: z.string(),
    description: z.string().nullable(),
    createdByUserId: id,
  }),
);
export const GroupUpdated = defineEvent('GroupUpdated', z.object({ groupId: id, accountId: id, changes }));
export const GroupDeleted = defineEvent('GroupDeleted', z.object({ groupId: id, accountId: id }));
export const DefaultGroupSet = defineEvent('DefaultGroupSet', z.object({ groupId: id, accountId: id }));
export const EntityAddedToGroup = defineEvent(
  'EntityAddedToGroup',
  z.object({ groupId: id, entityId: id, accountId: id }),
);
export const EntityRemovedFromGroup = defineEvent(
  'EntityRemovedFromGroup',
  z.object({ groupId: id, entityId: id, accountId: id, reason: removalReason }),
);

export const registerEvents = [
  IndividualDetailsRecorded,
  RelationshipAdded,
  RelationshipUpdated,
  RelationshipRemoved,
  AssetRegistered,
  AssetUpdated,
  AssetRemoved,
  GroupCreated,
  GroupUpdated,
  GroupDeleted,
  DefaultGroupSet,
  EntityAddedToGroup,
  EntityRemovedFromGroup,
];
export type RegisterEvent = EventOf<(typeof registerEvents)[number]>;
