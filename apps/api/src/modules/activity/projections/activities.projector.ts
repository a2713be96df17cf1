import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import type { ActivityType } from '@ledgerline/contracts';
import { type EntityRef, EntityRefs } from '../../../shared/entity-refs';
import { listIndexes } from '../../../shared/list-indexes';
import { type ActivityLine, eraseMentions, noteMentions, render } from './activity-mentions';
import { removeClosedAccount } from '../../../shared/close-account';
import { actorIdOf } from '../../history/queries/actor-views';

/** Read model `activities`: a readable line per create, update and delete, newest first by position. */
export const ACTIVITIES = 'activities';
const SUBJECTS = 'activity_subjects';

/** Newest first only: the position in the log, under the account and under each filter. */
export const ACTIVITY_LAYOUTS: CollectionLayouts = {
  [ACTIVITIES]: {
    indexes: listIndexes(['accountId'], ['activityType', 'entityId'], { newest: ['position'] }),
    search: { fields: ['description'], scope: 'accountId' },
  },
  [SUBJECTS]: { indexes: [['accountId']] },
};

/** The fields a relationship's line shows, not the whole subject document. */
const relationshipView = (r: {
  sourceEntityId: number;
  targetEntityId: number;
  type: string;
  ownershipPercentage?: number | null;
}) => ({
  sourceEntityId: r.sourceEntityId,
  targetEntityId: r.targetEntityId,
  type: r.type,
  ownershipPercentage: r.ownershipPercentage ?? null,
});

/**
 * An activity's document id: its event's log position, padded so that ids order as positions do, so a new line
 * is written at the end of the table rather than at a random event id's place. The API answers the
 * event id as the activity's id, as before.
 */
export const activityIdOf = (recorded: Pick<RecordedEvent, 'globalPosition'>): string =>
  String(recorded.globalPosition).padStart(16, '0');

interface Subject {
  id: string;
  [key: string]: unknown;
}

export class ActivitiesProjector implements Projector {
  readonly name = 'activities';
  /** 7: lines keyed by log position (activityIdOf), the event id kept in `eventId`. */
  readonly version = 7;
  readonly collections = [ACTIVITIES, SUBJECTS];
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
    'PersonalDataErased',
  ];
  private readonly refs = new EntityRefs();
  /**
   * A restore re-registers the entity and what came back with it in the same append (docs/decisions/0023):
   * those facts read "Restored ...", not "Created ...". Appends are applied whole and in order, so the
   * correlation of the last restore seen is enough.
   */
  private restoring: string | null = null;

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    if (recorded.type === 'PersonalDataErased') {
      const { entityId } = recorded.data as { entityId: number };
      return eraseMentions(writer, SUBJECTS, ACTIVITIES, entityId);
    }
    // One activity per event, keyed by its position: a replayed event must not rewrite it with stale names.
    const activityId = activityIdOf(recorded);
    if (await writer.get(ACTIVITIES, activityId)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const accountId = Number(recorded.metadata.accountId);
    const record = async (
      activityType: ActivityType,
      line: ActivityLine,
      ids: { entityId?: number; assetId?: number; relationshipId?: number },
    ) => {
      await noteMentions(writer, SUBJECTS, activityId, accountId, line);
      await writer.put(ACTIVITIES, {
        id: activityId,
        eventId: recorded.metadata.eventId,
        accountId,
        position: Number(recorded.globalPosition),
        activityType,
        description: render(line),
        entityId: ids.entityId ?? null,
        assetId: ids.assetId ?? null,
        relationshipId: ids.relationshipId ?? null,
        createdAt: recorded.metadata.recordedAt,
        actorId: actorIdOf(recorded.metadata.actorId),
      });
    };
    const subjectOf = (id: number, name: string, type: EntityRef['type']): EntityRef => ({ id, name, type });
    const ref = (id: number): Promise<EntityRef | null> => this.refs.get(writer, id);
    const restored = this.restoring === recorded.metadata.correlationId;
    switch (event.type) {
      case 'EntityRestored':
        this.restoring = recorded.metadata.correlationId;
        return;
      case 'EntityRegistered': {
        await this.refs.apply(event, writer);
        const { entityType, profile, entityId } = event.data;
        const subject = subjectOf(entityId, profile.name, entityType);
        return record(
          `create_${entityType}`,
          { kind: restored ? 'entityRestored' : 'entityCreated', type: entityType, subject },
          { entityId },
        );
      }
      case 'EntityProfileUpdated': {
        await this.refs.apply(event, writer);
        const { entityId, entityType, changes } = event.data;
        const subject = subjectOf(entityId, (await ref(entityId))?.name ?? `#${entityId}`, entityType);
        return record(
          `update_${entityType}`,
          {
            kind: 'entityUpdated',
            type: entityType,
            subject,
            changes: Object.fromEntries(Object.keys(changes).map((f) => [f, true])),
          },
          { entityId },
        );
      }
      case 'EntityDeleted': {
        const { entityId, entityType } = event.data;
        const subject = subjectOf(entityId, (await ref(entityId))?.name ?? `#${entityId}`, entityType);
        await this.refs.apply(event, writer);
        return record(
          `delete_${entityType}`,
          { kind: 'entityDeleted', type: entityType, subject },
          { entityId },
        );
      }
      case 'RelationshipAdded': {
        const r = { ...event.data, type: event.data.relationshipType };
        await writer.put(SUBJECTS, { id: `relationship:${r.relationshipId}`, ...r });
        const line: ActivityLine = {
          kind: 'relationship',
          verb: restored ? 'Restored' : 'Added',
          source: await ref(r.sourceEntityId),
          target: await ref(r.targetEntityId),
          r: relationshipView(r),
        };
        return record('create_relationship', line, { relationshipId: r.relationshipId });
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
        const line: ActivityLine = {
          kind: 'relationship',
          verb,
          source: await ref(view.sourceEntityId),
          target: await ref(view.targetEntityId),
          r: relationshipView(view),
        };
        return record(type, line, { relationshipId: event.data.relationshipId });
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
          {
            kind: 'asset',
            verb: restored ? 'Restored' : 'Added',
            name: event.data.name,
            owner: await ref(event.data.ownerEntityId),
            ownerId: event.data.ownerEntityId,
          },
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
        const line: ActivityLine = {
          kind: 'asset',
          verb,
          name: next.name,
          owner: await ref(next.ownerEntityId),
          ownerId: next.ownerEntityId,
        };
        return record(type, line, { assetId: event.data.assetId, entityId: next.ownerEntityId });
      }
    }
  }
}
