import { Inject, Injectable } from '@nestjs/common';
import type { RelationshipView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { documentView } from '../../../shared/document-view';
import { notFound } from '../../../shared/domain-error';
import {
  RELATIONSHIPS,
  type RelationshipDocument,
  type RelationshipEndDocument,
} from '../projections/relationship.read-model';

const RELATIONSHIP_ONLY_FIELDS = new Set(['accountId', 'sourceName', 'targetName', 'entityId', 'isSource']);

/** The answer without the read model's own fields (ids, search names, end rows' keys). */
export const toRelationshipView = (
  doc: RelationshipDocument & Partial<Pick<RelationshipEndDocument, 'entityId' | 'isSource'>>,
): RelationshipView => documentView<RelationshipView>(doc, 'relationshipId', RELATIONSHIP_ONLY_FIELDS);

@Injectable()
export class RelationshipsReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Every matching relationship of the account, newest first (internal callers; the route pages). */
  async list(accountId: number, filter: DocumentFilter = {}): Promise<RelationshipView[]> {
    const docs = await this.readStore.find<RelationshipDocument>(
      RELATIONSHIPS,
      { accountId, ...filter },
      {
        sort: [{ field: 'relationshipId', direction: 'desc' }],
      },
    );
    return docs.map(toRelationshipView);
  }

  /** Where the entity is source or target. */
  async ofEntity(
    accountId: number,
    entityId: number,
  ): Promise<{ source: RelationshipView[]; target: RelationshipView[] }> {
    const [source, target] = await Promise.all([
      this.list(accountId, { sourceEntityId: entityId }),
      this.list(accountId, { targetEntityId: entityId }),
    ]);
    return { source, target };
  }

  async get(accountId: number, relationshipId: number): Promise<RelationshipView> {
    const doc = await this.readStore.get<RelationshipDocument>(RELATIONSHIPS, String(relationshipId));
    if (!doc || doc.accountId !== accountId) throw notFound('Relationship');
    return toRelationshipView(doc);
  }
}
