import { Inject, Injectable } from '@nestjs/common';
import {
  type DeletionImpactView,
  IMPACT_NAMES_UP_TO,
  type ImpactCount,
  filingTypeName,
  formatDisplayDay,
} from '@ledgerline/contracts';
import { type DocumentFilter, type FindOptions, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ASSETS, type AssetDocument } from '../../../assets/projections/asset.read-model';
import { DOCUMENTS, type DocumentDocument } from '../../../documents/projections/document.read-model';
import { assertEntityOf } from '../../../entities/queries/entity-access';
import {
  ENTITY_GROUP_MEMBERS,
  type EntityGroupMemberDocument,
} from '../../../entities/projections/entity.read-model';
import { FILINGS, type FilingDocument } from '../../../filings/projections/filing.read-model';
import { type GroupDocument, GROUPS } from '../../../groups/projections/groups.projector';
import {
  RELATIONSHIP_ENDS,
  type RelationshipEndDocument,
} from '../../../relationships/projections/relationship.read-model';

const by = (...fields: string[]): FindOptions['sort'] => fields.map((field) => ({ field, direction: 'asc' }));

/**
 * `GET /api/entities/{id}/deletion-impact`: what deleting the entity also removes (docs/decisions/0006), counted
 * on each read model's index of one entity's rows and named when there are few.
 */
@Injectable()
export class DeletionImpactReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async read(accountId: number, entityId: number): Promise<DeletionImpactView> {
    const entity = await assertEntityOf(this.readStore, accountId, entityId);
    const [relationships, assets, groupMemberships, documents, filings] = await Promise.all([
      this.impact<RelationshipEndDocument>(
        RELATIONSHIP_ENDS,
        { accountId, entityId },
        by('isSource', 'relationshipId'),
        (end) => `${end.isSource ? end.targetName : end.sourceName} (${end.type})`,
      ),
      this.impact<AssetDocument>(
        ASSETS,
        { accountId, ownerEntityId: entityId },
        by('assetId'),
        (a) => a.name,
      ),
      this.impact<EntityGroupMemberDocument>(ENTITY_GROUP_MEMBERS, { entityId }, undefined, (member) =>
        this.groupName(member.groupId),
      ),
      this.impact<DocumentDocument>(
        DOCUMENTS,
        { accountId, entityId },
        by('documentId'),
        (doc) => doc.originalName,
      ),
      this.impact<FilingDocument>(
        FILINGS,
        { accountId, entityId },
        by('dueDate', 'filingId'),
        (filing) => `${filingTypeName(filing.requirementType)} (due ${formatDisplayDay(filing.dueDate)})`,
      ),
    ]);
    return { entityId, name: entity.name, relationships, assets, groupMemberships, documents, filings };
  }

  private async impact<D extends { id: string }>(
    collection: string,
    filter: DocumentFilter,
    sort: FindOptions['sort'],
    nameOf: (doc: D) => string | Promise<string>,
  ): Promise<ImpactCount> {
    const count = await this.readStore.count(collection, filter);
    if (count > IMPACT_NAMES_UP_TO) return { count };
    const docs = await this.readStore.find<D & { [key: string]: unknown }>(collection, filter, {
      sort,
      limit: IMPACT_NAMES_UP_TO,
    });
    return { count, names: await Promise.all(docs.map(nameOf)) };
  }

  private async groupName(groupId: number): Promise<string> {
    return (await this.readStore.get<GroupDocument>(GROUPS, String(groupId)))?.name ?? `Group #${groupId}`;
  }
}
