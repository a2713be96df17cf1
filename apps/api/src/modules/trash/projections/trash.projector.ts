import { purgeAfterOf } from '@ledgerline/contracts';
import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { EntityRefs } from '../../../shared/entity-refs';
import {
  TRASH,
  TRASH_CASCADES,
  TRASH_LAYOUTS,
  type TrashCascadeDocument,
  type TrashDocument,
} from './trash.read-model';

type CascadeKey = 'relationshipIds' | 'assetIds' | 'groupIds';
const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);

export class TrashProjector implements Projector {
  readonly name = 'trash';
  readonly version = 1;
  readonly collections = [TRASH, TRASH_CASCADES];
  readonly layouts = TRASH_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'EntityRestored',
    'RelationshipRemoved',
    'AssetRemoved',
    'EntityRemovedFromGroup',
    'PersonalDataErased',
  ];
  private readonly refs = new EntityRefs();

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    switch (event.type) {
      case 'EntityRegistered':
      case 'EntityProfileUpdated':
        await this.refs.apply(event, writer);
        return;
      case 'RelationshipRemoved':
        return this.cascade(writer, event.data, 'relationshipIds', event.data.relationshipId);
      case 'AssetRemoved':
        return this.cascade(writer, event.data, 'assetIds', event.data.assetId);
      case 'EntityRemovedFromGroup':
        return this.cascade(writer, event.data, 'groupIds', event.data.groupId);
      case 'EntityDeleted':
        return this.deleted(recorded, event.data, writer);
      case 'EntityRestored':
        return writer.delete(TRASH, String(event.data.entityId));
    }
    // An erased individual cannot be restored: nothing personal is left to bring back (docs/decisions/0032).
    if (recorded.type === 'PersonalDataErased')
      await writer.delete(TRASH, String((recorded.data as { entityId: number }).entityId));
  }

  private async cascade(
    writer: ReadStoreWriter,
    data: { accountId: number; reason: string },
    key: CascadeKey,
    id: number,
  ): Promise<void> {
    if (data.reason !== 'entity_deleted') return;
    const current = await writer.get<TrashCascadeDocument>(TRASH_CASCADES, String(data.accountId));
    const cascade = current ?? {
      id: String(data.accountId),
      accountId: data.accountId,
      relationshipIds: [],
      assetIds: [],
      groupIds: [],
    };
    await writer.put(TRASH_CASCADES, { ...cascade, [key]: withId(cascade[key], id) });
  }

  private async deleted(
    recorded: RecordedEvent,
    data: { entityId: number; accountId: number; entityType: TrashDocument['type'] },
    writer: ReadStoreWriter,
  ): Promise<void> {
    const id = String(data.entityId);
    const existing = await writer.get<TrashDocument>(TRASH, id);
    if (existing?.deletedEventId === recorded.metadata.eventId) return;
    const ref = await this.refs.get(writer, data.entityId);
    const cascade = await writer.get<TrashCascadeDocument>(TRASH_CASCADES, String(data.accountId));
    await writer.delete(TRASH_CASCADES, String(data.accountId));
    const name = ref?.name ?? `#${data.entityId}`;
    const deletedAt = recorded.metadata.recordedAt;
    const actor = Number(recorded.metadata.actorId);
    const doc: TrashDocument = {
      id,
      entityId: data.entityId,
      accountId: data.accountId,
      type: data.entityType,
      name,
      nameKey: naturalSortKey(name),
      deletedAt,
      deletedByUserId: Number.isInteger(actor) && actor > 0 ? actor : null,
      purgeAfter: purgeAfterOf(deletedAt),
      deletedEventId: recorded.metadata.eventId,
      relationships: cascade?.relationshipIds.length ?? 0,
      assets: cascade?.assetIds.length ?? 0,
      groupMemberships: cascade?.groupIds.length ?? 0,
    };
    await writer.put(TRASH, doc);
  }
}
