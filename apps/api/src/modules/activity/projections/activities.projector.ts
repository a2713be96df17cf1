import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import type { ActivityType } from '@ledgerline/contracts';
import { type EntityRef, EntityRefs } from '../../../shared/entity-refs';
import { listIndexes } from '../../../shared/list-indexes';
import { describe } from './activity-descriptions';
import { removeClosedAccount } from '../../../shared/close-account';

/** Read model `activities`: a readable line per create, update and delete, newest first by position. */
export const ACTIVITIES = 'activities';
const REFS = 'activity_entity_refs';
const SUBJECTS = 'activity_subjects';

/** Newest first only: the position in the log, under the account and under each filter. */
export const ACTIVITY_LAYOUTS: CollectionLayouts = {
  [ACTIVITIES]: {
    indexes: listIndexes(['accountId'], ['activityType', 'entityId'], { newest: ['position'] }),
    search: { fields: ['description'], scope: 'accountId' },
  },
  [REFS]: { indexes: [['accountId']] },
  [SUBJECTS]: { indexes: [['accountId']] },
};

interface Subject {
  id: string;
  [key: string]: unknown;
}

export class ActivitiesProjector implements Projector {
  readonly name = 'activities';
  readonly version = 4;
  readonly collections = [ACTIVITIES, REFS, SUBJECTS];
  readonly layouts = ACTIVITY_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'EntityRestored',
    'RelationshipAdded',
    'RelationshipUpdated',
    'RelationshipRemoved',
    'AssetRegistered',
    'AssetUpdated',
    'AssetRemoved',
  ];
  private readonly refs = new EntityRefs(REFS);
  /**
   * A restore re-registers the entity and what came back with it in the same append (docs/decisions/0023):
   * those facts read "Restored ...", not "Created ...". Appends are applied whole and in order, so the
   * correlation of the last restore seen is enough.
   */
  private restoring: string | null = null;

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    // One activity per event, keyed by the event id: a replayed event must not rewrite it with stale names.
    if (await writer.get(ACTIVITIES, recorded.metadata.eventId)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const record = (
      activityType: ActivityType,
      description: string,
      ids: { entityId?: number; assetId?: number; relationshipId?: number },
    ) =>
      writer.put(ACTIVITIES, {
        id: recorded.metadata.eventId,
        accountId: Number(recorded.metadata.accountId),
        position: Number(recorded.globalPosition),
        activityType,
        description,
        entityId: ids.entityId ?? null,
        assetId: ids.assetId ?? null,
        relationshipId: ids.relationshipId ?? null,
        createdAt: recorded.metadata.recordedAt,
      });
    const ref = (id: number): Promise<EntityRef | null> => this.refs.get(writer, id);
    const restored = this.restoring === recorded.metadata.correlationId;
    switch (event.type) {
      case 'EntityRestored':
        this.restoring = recorded.metadata.correlationId;
        return;
      case 'EntityRegistered': {
        await this.refs.apply(event, writer);
        const { entityType, profile } = event.data;
        return record(
          `create_${entityType}`,
          restored
            ? describe.entityRestored(entityType, profile.name)
            : describe.entityCreated(entityType, profile.name),
          { entityId: event.data.entityId },
        );
      }
      case 'EntityProfileUpdated': {
        await this.refs.apply(event, writer);
        const name = (await ref(event.data.entityId))?.name ?? `#${event.data.entityId}`;
        return record(
          `update_${event.data.entityType}`,
          describe.entityUpdated(event.data.entityType, name, event.data.changes),
          { entityId: event.data.entityId },
        );
      }
      case 'EntityDeleted': {
        const name = (await ref(event.data.entityId))?.name ?? `#${event.data.entityId}`;
        await this.refs.apply(event, writer);
        return record(
          `delete_${event.data.entityType}`,
          describe.entityDeleted(event.data.entityType, name),
          { entityId: event.data.entityId },
        );
      }
      case 'RelationshipAdded': {
        const r = { ...event.data, type: event.data.relationshipType };
        await writer.put(SUBJECTS, { id: `relationship:${r.relationshipId}`, ...r });
        return record(
          'create_relationship',
          describe.relationship(
            restored ? 'Restored' : 'Added',
            await ref(r.sourceEntityId),
            await ref(r.targetEntityId),
            r,
          ),
          { relationshipId: r.relationshipId },
        );
      }
      case 'RelationshipUpdated':
      case 'RelationshipRemoved': {
        const key = `relationship:${event.data.relationshipId}`;
        const subject = await writer.get<Subject>(SUBJECTS, key);
        if (!subject) return;
        const r = { ...subject } as Record<string, unknown>;
        if (event.type === 'RelationshipUpdated') {
          for (const [field, c] of Object.entries(event.data.changes))
            r[field === 'relationshipType' ? 'type' : field] = c.to;
          await writer.put(SUBJECTS, r as Subject);
        } else await writer.delete(SUBJECTS, key);
        const view = r as {
          sourceEntityId: number;
          targetEntityId: number;
          type: string;
          ownershipPercentage: number | null;
        };
        const verb = event.type === 'RelationshipUpdated' ? 'Updated' : 'Removed';
        const type = event.type === 'RelationshipUpdated' ? 'update_relationship' : 'delete_relationship';
        return record(
          type,
          describe.relationship(verb, await ref(view.sourceEntityId), await ref(view.targetEntityId), view),
          { relationshipId: event.data.relationshipId },
        );
      }
      case 'AssetRegistered':
        await writer.put(SUBJECTS, {
          id: `asset:${event.data.assetId}`,
          accountId: event.data.accountId,
          name: event.data.name,
          ownerEntityId: event.data.ownerEntityId,
        });
        return record(
          'create_asset',
          describe.asset(
            restored ? 'Restored' : 'Added',
            event.data.name,
            await ref(event.data.ownerEntityId),
            event.data.ownerEntityId,
          ),
          { assetId: event.data.assetId, entityId: event.data.ownerEntityId },
        );
      case 'AssetUpdated':
      case 'AssetRemoved': {
        const key = `asset:${event.data.assetId}`;
        const subject = await writer.get<Subject & { name: string; ownerEntityId: number }>(SUBJECTS, key);
        if (!subject) return;
        const next = { ...subject };
        if (event.type === 'AssetUpdated') {
          for (const [field, c] of Object.entries(event.data.changes))
            (next as Record<string, unknown>)[field] = c.to;
          await writer.put(SUBJECTS, next);
        } else await writer.delete(SUBJECTS, key);
        const verb = event.type === 'AssetUpdated' ? 'Updated' : 'Removed';
        const type = event.type === 'AssetUpdated' ? 'update_asset' : 'delete_asset';
        return record(
          type,
          describe.asset(verb, next.name, await ref(next.ownerEntityId), next.ownerEntityId),
          { assetId: event.data.assetId, entityId: next.ownerEntityId },
        );
      }
    }
  }
}
