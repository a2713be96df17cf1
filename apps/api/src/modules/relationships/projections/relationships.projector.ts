import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { EntityRefs } from '../../../shared/entity-refs';
import { removeClosedAccount } from '../../../shared/close-account';

/** Read model `relationships`: RelationshipView documents with the names of both ends kept current. */
export const RELATIONSHIPS = 'relationships';
const REFS = 'relationship_entity_refs';

/** The relationships list and the entity lists' joins read these indexes (docs/api-lists.md). */
export const RELATIONSHIP_LAYOUTS: CollectionLayouts = {
  [RELATIONSHIPS]: {
    indexes: [
      ['accountId', 'relationshipId'],
      ['accountId', 'sourceEntityId', 'relationshipId'],
      ['accountId', 'targetEntityId', 'relationshipId'],
    ],
  },
  [REFS]: { indexes: [['accountId']] },
};

export interface RelationshipDocument {
  [key: string]: unknown;
  id: string;
  relationshipId: number;
  accountId: number;
  sourceEntityId: number;
  targetEntityId: number;
}

export class RelationshipsProjector implements Projector {
  readonly name = 'relationships';
  readonly version = 2;
  readonly collections = [RELATIONSHIPS, REFS];
  readonly layouts = RELATIONSHIP_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'RelationshipAdded',
    'RelationshipUpdated',
    'RelationshipRemoved',
  ];
  private readonly refs = new EntityRefs(REFS);

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'EntityRegistered':
      case 'EntityProfileUpdated':
      case 'EntityDeleted': {
        return this.refs.follow(event, writer, RELATIONSHIPS, [
          ['sourceEntityId', 'sourceEntity'],
          ['targetEntityId', 'targetEntity'],
        ]);
      }
      case 'RelationshipAdded': {
        const { relationshipId, relationshipType, ...fields } = event.data;
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
          createdAt: at,
          updatedAt: at,
        };
        return writer.put(RELATIONSHIPS, doc);
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
        return writer.put(RELATIONSHIPS, next as RelationshipDocument);
      }
      case 'RelationshipRemoved':
        return writer.delete(RELATIONSHIPS, String(event.data.relationshipId));
    }
  }
}
