import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadDocument, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { recordGraphVersion } from './ownership-graph-version';
import { eraseEntityVersions } from './erased-person-versions';
import {
  GRAPH_EVENTS,
  type OwnershipEntityDocument,
  type OwnershipLinkDocument,
} from './ownership-graph.projector';

/**
 * Read models `ownership_link_versions` and `ownership_entity_versions`: every version of every link and entity
 * the register ever held, ended and deleted ones too, each with the recorded period it was the register's
 * word (`recordedFrom` inclusive, `recordedTo` exclusive, null while current) and the change that made it.
 * A deletion closes the last version and adds a `removed` one (a tombstone), so the timeline sees it and a
 * read at any moment finds exactly the versions then current (known-at-slice.ts). Facts, never deleted.
 */
export const LINK_VERSIONS = 'ownership_link_versions';
export const ENTITY_VERSIONS = 'ownership_entity_versions';
/** Per account, the position of the last event projected here: what is derived from the history is cached under it. */
export const HISTORY_VERSIONS = 'ownership_history_versions';

export type ChangeKind = 'created' | 'updated' | 'removed';

interface Recorded {
  accountId: number;
  recordedFrom: string;
  recordedTo: string | null;
  position: number;
  removed: boolean;
}

export interface LinkVersionDocument extends OwnershipLinkDocument, Recorded {
  /** When the link was first recorded (its RelationshipView's createdAt). */
  createdAt: string;
  overAllocationReason?: string | null;
  changeKind: ChangeKind;
  /** The link's percentage before this change (null for a creation). */
  fromPercentage: number | null;
  eventId: string;
  correlationId: string | null;
  actorId: number | null;
  effectiveAt: string | null;
  changeReason: string | null;
  evidenceDocumentId: number | null;
}

export interface EntityVersionDocument extends OwnershipEntityDocument, Recorded {
  /** The profile fields as registered, with every profile change applied. */
  profile: Record<string, unknown>;
  createdAt: string;
  createdByUserId: number | null;
}

/** A version current at `moment` (an ISO instant in UTC): recorded by then and not yet replaced. */
export const currentAt = (version: Recorded, moment: string): boolean =>
  !version.removed &&
  version.recordedFrom <= moment &&
  (version.recordedTo === null || version.recordedTo > moment);

const actorIdOf = (actorId: string): number | null => (/^\d+$/.test(actorId) ? Number(actorId) : null);

export class OwnershipHistoryProjector implements Projector {
  readonly name = 'ownership-history';
  /** 2: the account's history version (HISTORY_VERSIONS). */
  readonly version = 2;
  readonly collections = [LINK_VERSIONS, ENTITY_VERSIONS, HISTORY_VERSIONS];
  /** Walked upstream at a moment (ends, then the recorded start as a range); an open version by its record. */
  readonly layouts: CollectionLayouts = {
    [LINK_VERSIONS]: {
      indexes: [
        ['accountId', 'relationshipId', 'recordedTo'],
        ['accountId', 'targetEntityId', 'recordedFrom'],
        ['accountId', 'sourceEntityId', 'type', 'recordedFrom'],
        ['accountId', 'sourceEntityId', 'recordedFrom'],
        ['accountId', 'recordedFrom'],
      ],
    },
    [ENTITY_VERSIONS]: {
      indexes: [
        ['accountId', 'entityId', 'recordedTo'],
        ['accountId', 'entityId', 'recordedFrom'],
        ['accountId', 'recordedFrom'],
      ],
    },
    [HISTORY_VERSIONS]: { indexes: [['accountId']] },
  };

  readonly handles = [...GRAPH_EVENTS, 'PersonalDataErased'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    await this.applyToHistory(recorded, writer);
    await recordGraphVersion(writer, HISTORY_VERSIONS, Number(recorded.metadata.accountId), recorded);
  }

  private async applyToHistory(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (recorded.type === 'PersonalDataErased')
      return eraseEntityVersions(
        writer,
        ENTITY_VERSIONS,
        recorded.data as { accountId: number; entityId: number },
      );
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const position = Number(recorded.globalPosition);
    const { recordedAt } = recorded.metadata;
    const stamp = { recordedFrom: recordedAt, recordedTo: null, position };
    switch (event.type) {
      case 'EntityRegistered': {
        const { entityId, accountId, entityType, profile, createdByUserId } = event.data;
        return this.entityVersion(
          writer,
          {
            id: String(entityId),
            entityId,
            accountId,
            name: profile.name,
            type: entityType,
            profile: { ...profile },
            createdAt: recordedAt,
            createdByUserId,
            ...stamp,
            removed: false,
          },
          true,
        );
      }
      case 'EntityProfileUpdated': {
        const current = await this.open<EntityVersionDocument>(writer, ENTITY_VERSIONS, {
          accountId: event.data.accountId,
          entityId: event.data.entityId,
        });
        if (!current || current.position === position) return;
        const profile = { ...current.profile };
        for (const [field, change] of Object.entries(event.data.changes)) profile[field] = change.to;
        return this.entityVersion(writer, { ...current, name: String(profile.name), profile, ...stamp });
      }
      case 'EntityDeleted': {
        const current = await this.open<EntityVersionDocument>(writer, ENTITY_VERSIONS, {
          accountId: event.data.accountId,
          entityId: event.data.entityId,
        });
        if (!current || current.position === position) return;
        return this.entityVersion(writer, { ...current, ...stamp, removed: true });
      }
      case 'RelationshipAdded': {
        const { changeReason, evidenceDocumentId, relationshipType, restored, ...fields } = event.data;
        const link = {
          ...fields,
          id: String(fields.relationshipId),
          type: relationshipType,
          createdAt: recordedAt,
        };
        // A link restored from the Trash continues its history (from the restore's day), instead of starting a
        // new one that would count from its start date and hide every earlier version.
        const before = restored
          ? await this.open<LinkVersionDocument>(writer, LINK_VERSIONS, {
              accountId: fields.accountId,
              relationshipId: fields.relationshipId,
            })
          : null;
        if (before?.position === position) return;
        const version = { ...link, ...stamp, removed: false, createdAt: before?.createdAt ?? recordedAt };
        return this.linkVersion(
          writer,
          recorded,
          version,
          before ? 'updated' : 'created',
          before?.ownershipPercentage ?? null,
          { changeReason, evidenceDocumentId },
        );
      }
      case 'RelationshipUpdated': {
        const { relationshipId, accountId, changes, changeReason, evidenceDocumentId } = event.data;
        const current = await this.open<LinkVersionDocument>(writer, LINK_VERSIONS, {
          accountId,
          relationshipId,
        });
        if (!current || current.position === position) return;
        const next: Record<string, unknown> = { ...current };
        for (const [field, change] of Object.entries(changes))
          next[field === 'relationshipType' ? 'type' : field] = change.to;
        const version = { ...(next as unknown as LinkVersionDocument), ...stamp };
        return this.linkVersion(writer, recorded, version, 'updated', current.ownershipPercentage, {
          changeReason,
          evidenceDocumentId,
        });
      }
      case 'RelationshipRemoved': {
        const { relationshipId, accountId, changeReason, evidenceDocumentId } = event.data;
        const current = await this.open<LinkVersionDocument>(writer, LINK_VERSIONS, {
          accountId,
          relationshipId,
        });
        if (!current || current.position === position) return;
        const tombstone = { ...current, ...stamp, removed: true };
        return this.linkVersion(writer, recorded, tombstone, 'removed', current.ownershipPercentage, {
          changeReason,
          evidenceDocumentId,
        });
      }
    }
  }

  /** The version not yet replaced (at most one; a replayed event finds its own and changes nothing). */
  private async open<T extends Recorded & ReadDocument>(
    writer: ReadStoreWriter,
    collection: string,
    filter: Record<string, number>,
  ): Promise<T | null> {
    const [current] = await writer.find<T>(collection, { ...filter, recordedTo: null }, { limit: 1 });
    return current ?? null;
  }

  /** Closes the open version of the same record, then stores `version` under `{recordId}@{position}`. */
  private async close(
    writer: ReadStoreWriter,
    collection: string,
    filter: Record<string, number>,
    at: string,
  ) {
    const current = await this.open(writer, collection, filter);
    if (current) await writer.put(collection, { ...current, recordedTo: at });
  }

  /**
   * A record's first version has nothing to close (ids never repeat, 0013): skipping the lookup keeps a
   * registration or a new link to one write, which is most of a rebuild.
   */
  private async entityVersion(
    writer: ReadStoreWriter,
    version: EntityVersionDocument,
    first = false,
  ): Promise<void> {
    const filter = { accountId: version.accountId, entityId: version.entityId };
    if (!first) await this.close(writer, ENTITY_VERSIONS, filter, version.recordedFrom);
    await writer.put(ENTITY_VERSIONS, { ...version, id: `${version.entityId}@${version.position}` });
  }

  private async linkVersion(
    writer: ReadStoreWriter,
    recorded: RecordedEvent,
    version: OwnershipLinkDocument & Recorded & { createdAt: string },
    changeKind: ChangeKind,
    fromPercentage: number | null,
    facts: { changeReason?: string | null; evidenceDocumentId?: number | null },
  ): Promise<void> {
    const { metadata } = recorded;
    const filter = { accountId: version.accountId, relationshipId: version.relationshipId };
    if (changeKind !== 'created') await this.close(writer, LINK_VERSIONS, filter, version.recordedFrom);
    await writer.put(LINK_VERSIONS, {
      ...version,
      id: `${version.relationshipId}@${version.position}`,
      changeKind,
      fromPercentage,
      eventId: metadata.eventId,
      correlationId: metadata.correlationId ?? null,
      actorId: actorIdOf(metadata.actorId),
      effectiveAt: metadata.effectiveAt ?? null,
      changeReason: facts.changeReason ?? null,
      evidenceDocumentId: facts.evidenceDocumentId ?? null,
    } satisfies LinkVersionDocument);
  }
}
