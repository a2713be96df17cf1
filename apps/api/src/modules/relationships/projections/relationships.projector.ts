import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { Projector, ReadDocument, ReadStoreWriter } from '@ledgerline/projections';
import { EntityRefs } from '../../../shared/entity-refs';
import { removeClosedAccount } from '../../../shared/close-account';
import { keepCreatedAt, takeCreatedAt, TOMBSTONE_LAYOUT } from '../../../shared/creation-tombstones';
import {
  RELATIONSHIP_ENDS,
  RELATIONSHIP_LAYOUTS,
  RELATIONSHIPS,
  type RelationshipDocument,
  endsOf,
} from './relationship.read-model';

/** The names of both ends copied to the top level, from the refs the document carries. */
const withNames = (doc: ReadDocument): RelationshipDocument => {
  const relationship = doc as RelationshipDocument;
  return {
    ...relationship,
    sourceName: relationship.sourceEntity?.name ?? '',
    targetName: relationship.targetEntity?.name ?? '',
  };
};

/** Read model `relationship_tombstones`: when each link that went to the Trash with its entity was created. */
export const RELATIONSHIP_TOMBSTONES = 'relationship_tombstones';

export class RelationshipsProjector implements Projector {
  readonly name = 'relationships';
  /** 4: links that left with their entity keep their creation time for a restore. */
  readonly version = 4;
  readonly collections = [RELATIONSHIPS, RELATIONSHIP_ENDS, RELATIONSHIP_TOMBSTONES];
  readonly layouts = { ...RELATIONSHIP_LAYOUTS, [RELATIONSHIP_TOMBSTONES]: TOMBSTONE_LAYOUT };
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'RelationshipAdded',
    'RelationshipUpdated',
    'RelationshipRemoved',
  ];
  private readonly refs = new EntityRefs();

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'EntityRegistered':
      case 'EntityProfileUpdated':
      case 'EntityDeleted': {
        return this.refs.follow(
          event,
          writer,
          RELATIONSHIPS,
          [
            ['sourceEntityId', 'sourceEntity'],
            ['targetEntityId', 'targetEntity'],
          ],
          (doc) => this.save(writer, withNames(doc)),
        );
      }
      case 'RelationshipAdded': {
        const {
          relationshipId,
          relationshipType,
          changeReason: _reason,
          evidenceDocumentId: _evidence,
          restored,
          ...fields
        } = event.data;
        const [sourceEntity, targetEntity] = await Promise.all([
          this.refs.get(writer, fields.sourceEntityId),
          this.refs.get(writer, fields.targetEntityId),
        ]);
        const doc = {
          id: String(relationshipId),
          relationshipId,
          type: relationshipType,
          ...fields,
          sourceEntity,
          targetEntity,
          createdAt:
            (restored && (await takeCreatedAt(writer, RELATIONSHIP_TOMBSTONES, String(relationshipId)))) ||
            at,
          updatedAt: at,
        };
        return this.save(writer, withNames(doc));
      }
      case 'RelationshipUpdated': {
        const current = await writer.get<RelationshipDocument>(
          RELATIONSHIPS,
          String(event.data.relationshipId),
        );
        if (!current) return;
        const next: Record<string, unknown> = { ...current, updatedAt: at };
        for (const [field, change] of Object.entries(event.data.changes))
          next[field === 'relationshipType' ? 'type' : field] = change.to;
        next.sourceEntity = await this.refs.get(writer, next.sourceEntityId as number);
        next.targetEntity = await this.refs.get(writer, next.targetEntityId as number);
        await this.removeEnds(writer, current);
        return this.save(writer, withNames(next as RelationshipDocument));
      }
      case 'RelationshipRemoved': {
        const current = await writer.get<RelationshipDocument>(
          RELATIONSHIPS,
          String(event.data.relationshipId),
        );
        if (current) await this.removeEnds(writer, current);
        if (event.data.reason === 'entity_deleted')
          await keepCreatedAt(writer, RELATIONSHIP_TOMBSTONES, current);
        return writer.delete(RELATIONSHIPS, String(event.data.relationshipId));
      }
    }
  }

  private async save(writer: ReadStoreWriter, doc: RelationshipDocument): Promise<void> {
    await writer.put(RELATIONSHIPS, doc);
    for (const end of endsOf(doc)) await writer.put(RELATIONSHIP_ENDS, end);
  }

  private async removeEnds(writer: ReadStoreWriter, doc: RelationshipDocument): Promise<void> {
    for (const end of endsOf(doc)) await writer.delete(RELATIONSHIP_ENDS, end.id);
  }
}
