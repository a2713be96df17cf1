import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { DEFAULT_TIME_ZONE, localDay } from '@ledgerline/contracts';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { keepCreatedAt, takeCreatedAt, TOMBSTONE_LAYOUT } from '../../../shared/creation-tombstones';
import {
  ENTITIES,
  ENTITY_GROUP_MEMBERS,
  ENTITY_LAYOUTS,
  ENTITY_ROLE_LINKS,
  type EntityDocument,
  type EntityGroupMemberDocument,
  LIST_FIELDS,
  groupMemberId,
} from './entity.read-model';
import { TrustRoleLinks } from './trust-role-links';

const EMPTY_PROFILE = {
  description: null,
  registrationNumber: null,
  taxId: null,
  industry: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  country: null,
  foundedDate: null,
  incorporationDate: null,
  companyClassification: null,
  notes: null,
  trustType: null,
  trustDeedDate: null,
};

const listFieldsOf = (entity: EntityDocument) =>
  Object.fromEntries(LIST_FIELDS.map((field) => [field, entity[field] ?? null]));

/** Read model `entity_tombstones`: when each entity in the Trash was created. */
export const ENTITY_TOMBSTONES = 'entity_tombstones';

export class EntitiesProjector implements Projector {
  readonly name = 'entities';
  /** 6: deleted entities keep their creation time for a restore (entity_tombstones). */
  readonly version = 6;
  readonly collections = [ENTITIES, ENTITY_GROUP_MEMBERS, ENTITY_ROLE_LINKS, ENTITY_TOMBSTONES];
  readonly layouts = { ...ENTITY_LAYOUTS, [ENTITY_TOMBSTONES]: TOMBSTONE_LAYOUT };
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'EntityAddedToGroup',
    'EntityRemovedFromGroup',
    'GroupDeleted',
    'RelationshipAdded',
    'RelationshipUpdated',
    'RelationshipRemoved',
  ];
  private readonly roles = new TrustRoleLinks();

  constructor(private readonly timeZone: string = DEFAULT_TIME_ZONE) {}

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const at = recorded.metadata.recordedAt;
    // A change is judged on the day it was recorded, in the installation's zone (an account's own zone may differ
    // by hours: the deadline scan judges again on the days links start or end).
    const day = localDay(at, this.timeZone);
    switch (event.type) {
      case 'EntityRegistered': {
        const { entityId, accountId, entityType, createdByUserId, profile, restored } = event.data;
        const entity: EntityDocument = {
          ...EMPTY_PROFILE,
          status: 'active',
          ...profile,
          id: String(entityId),
          entityId,
          accountId,
          userId: createdByUserId,
          type: entityType,
          nameKey: naturalSortKey(profile.name),
          isTrust: entityType === 'trust',
          isBeneficialOwner: false,
          ...(entityType === 'trust'
            ? await this.roles.standingOf(writer, entityId, day)
            : { compliance: null, standingReviewOn: null }),
          // Only a restore looks for a tombstone: a rebuild's thousands of registrations read nothing more.
          createdAt: (restored && (await takeCreatedAt(writer, ENTITY_TOMBSTONES, String(entityId)))) || at,
          updatedAt: at,
        };
        return writer.put(ENTITIES, entity);
      }
      case 'EntityProfileUpdated': {
        const entity = await writer.get<EntityDocument>(ENTITIES, String(event.data.entityId));
        if (!entity) return;
        const changed = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, c]) => [field, c.to]),
        );
        const next = { ...entity, ...changed, nameKey: naturalSortKey(String(changed.name ?? entity.name)) };
        return this.save(writer, { ...next, updatedAt: at });
      }
      case 'EntityDeleted':
        await this.refreshCompliance(
          writer,
          await this.roles.entityDeleted(writer, event.data.entityId),
          day,
        );
        await writer.deleteMany(ENTITY_GROUP_MEMBERS, { entityId: event.data.entityId });
        await keepCreatedAt(
          writer,
          ENTITY_TOMBSTONES,
          await writer.get<EntityDocument>(ENTITIES, String(event.data.entityId)),
        );
        return writer.delete(ENTITIES, String(event.data.entityId));
      case 'EntityAddedToGroup': {
        const { groupId, entityId, accountId } = event.data;
        const entity = await writer.get<EntityDocument>(ENTITIES, String(entityId));
        if (!entity) return;
        const member = { id: groupMemberId(groupId, entityId), accountId, groupId, entityId };
        return writer.put(ENTITY_GROUP_MEMBERS, { ...member, ...listFieldsOf(entity) });
      }
      case 'EntityRemovedFromGroup':
        return writer.delete(ENTITY_GROUP_MEMBERS, groupMemberId(event.data.groupId, event.data.entityId));
      case 'GroupDeleted':
        await writer.deleteMany(ENTITY_GROUP_MEMBERS, { groupId: event.data.groupId });
        return;
      case 'RelationshipAdded':
        return this.refreshCompliance(writer, await this.roles.added(writer, event.data), day);
      case 'RelationshipUpdated':
        return this.refreshCompliance(writer, await this.roles.updated(writer, event.data), day);
      case 'RelationshipRemoved':
        return this.refreshCompliance(
          writer,
          await this.roles.removed(writer, event.data.relationshipId),
          day,
        );
    }
  }

  /** The entity and its membership rows (which copy its list fields). */
  private async save(writer: ReadStoreWriter, entity: EntityDocument): Promise<void> {
    await writer.put(ENTITIES, entity);
    const memberships = await writer.find<EntityGroupMemberDocument>(ENTITY_GROUP_MEMBERS, {
      entityId: entity.entityId,
    });
    for (const member of memberships)
      await writer.put(ENTITY_GROUP_MEMBERS, { ...member, ...listFieldsOf(entity) });
  }

  /** A trust's `compliance` on `day` after its links changed; written only when it moved (not its updatedAt). */
  private async refreshCompliance(writer: ReadStoreWriter, entityIds: number[], day: string): Promise<void> {
    for (const entityId of entityIds) {
      const entity = await writer.get<EntityDocument>(ENTITIES, String(entityId));
      if (entity?.type === 'trust') await this.restand(writer, entity, day);
    }
  }

  private async restand(writer: ReadStoreWriter, entity: EntityDocument, day: string): Promise<boolean> {
    const { compliance, standingReviewOn } = await this.roles.standingOf(writer, entity.entityId, day);
    if (entity.compliance === compliance && (entity.standingReviewOn ?? null) === standingReviewOn)
      return false;
    await this.save(writer, { ...entity, compliance, standingReviewOn });
    return entity.compliance !== compliance;
  }

  /**
   * The account's trusts whose standing may have moved with time alone (a trustee's end date passed, an
   * appointment began), judged again on `today`. Run by the deadline scan; answers how many changed compliance.
   */
  async restandDue(writer: ReadStoreWriter, accountId: number, today: string): Promise<number> {
    // The range is tested per row of the (accountId, type, ...) indexes: only the trusts due are read.
    const due = await writer.find<EntityDocument>(ENTITIES, {
      accountId,
      type: 'trust',
      standingReviewOn: { lte: today },
    });
    let moved = 0;
    for (const trust of due) if (await this.restand(writer, trust, today)) moved++;
    return moved;
  }
}
