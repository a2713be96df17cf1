import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import {
  ENTITIES,
  ENTITY_GROUP_MEMBERS,
  ENTITY_LAYOUTS,
  type EntityDocument,
  type EntityGroupMemberDocument,
  LIST_FIELDS,
  groupMemberId,
} from './entity.read-model';

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

export class EntitiesProjector implements Projector {
  readonly name = 'entities';
  readonly version = 3;
  readonly collections = [ENTITIES, ENTITY_GROUP_MEMBERS];
  readonly layouts = ENTITY_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'EntityAddedToGroup',
    'EntityRemovedFromGroup',
    'GroupDeleted',
  ];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'EntityRegistered': {
        const { entityId, accountId, entityType, createdByUserId, profile } = event.data;
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
          createdAt: at,
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
        await writer.put(ENTITIES, { ...next, updatedAt: at });
        for (const member of await this.memberships(writer, entity.entityId))
          await writer.put(ENTITY_GROUP_MEMBERS, { ...member, ...listFieldsOf(next) });
        return;
      }
      case 'EntityDeleted':
        await writer.deleteMany(ENTITY_GROUP_MEMBERS, { entityId: event.data.entityId });
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
    }
  }

  private memberships(writer: ReadStoreWriter, entityId: number) {
    return writer.find<EntityGroupMemberDocument>(ENTITY_GROUP_MEMBERS, { entityId });
  }
}
