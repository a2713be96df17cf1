import type { AccountEvent, RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { ENTITIES, type EntityDocument } from './entity.read-model';
import { removeClosedAccount } from '../../../shared/close-account';

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

export class EntitiesProjector implements Projector {
  readonly name = 'entities';
  readonly version = 2;
  readonly collections = [ENTITIES];
  readonly handles = ['AccountClosed', 'EntityRegistered', 'EntityProfileUpdated', 'EntityDeleted'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent;
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
        return writer.put(ENTITIES, { ...entity, ...changed, updatedAt: at });
      }
      case 'EntityDeleted':
        return writer.delete(ENTITIES, String(event.data.entityId));
    }
  }
}
