import { Inject, Injectable } from '@nestjs/common';
import type { EntityType, SearchHitView, SearchKind } from '@ledgerline/contracts';
import { type DocumentFilter, type FindOptions, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ASSETS, type AssetDocument } from '../../../assets/projections/asset.read-model';
import { ENTITIES, type EntityDocument } from '../../../entities/projections/entity.read-model';
import { type GroupDocument, GROUPS } from '../../../groups/projections/groups.projector';
import {
  RELATIONSHIPS,
  type RelationshipDocument,
} from '../../../relationships/projections/relationship.read-model';
import { hitOf, labelOf, pickHits } from './search-hits';
import type { SearchRecordsQuery } from './search-records.query';

const BY_NAME: FindOptions['sort'] = [{ field: 'nameKey', direction: 'asc' }];
const NEWEST_FIRST: FindOptions['sort'] = [{ field: 'relationshipId', direction: 'desc' }];

const joined = (...parts: (string | null | undefined)[]): string | null =>
  parts.filter((part) => part).join(' · ') || null;

const entitySubtitle = (entity: EntityDocument): string | null => {
  if (entity.type === 'individual') return entity.email;
  if (entity.type === 'trust')
    return joined(entity.registrationNumber, entity.trustType && labelOf(entity.trustType));
  return joined(entity.registrationNumber, entity.country);
};

/**
 * The top bar's search over one account: each kind is a word search (FTS5 on SQLite, word prefixes on
 * MongoDB) confined to the account, at most `limit` hits of each, then shared out between the kinds.
 */
@Injectable()
export class RecordSearchReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async search(accountId: number, { q, limit }: SearchRecordsQuery): Promise<SearchHitView[]> {
    const find = <T extends { id: string; [key: string]: unknown }>(
      collection: string,
      filter: DocumentFilter,
      sort: FindOptions['sort'],
    ) => this.readStore.find<T>(collection, { accountId, ...filter }, { search: q, sort, limit });
    const entitiesOf = async (type: EntityType) =>
      (await find<EntityDocument>(ENTITIES, { type }, BY_NAME)).map((entity) =>
        hitOf(type, entity.entityId, entity.name, entitySubtitle(entity)),
      );
    const [company, individual, trust, relationship, asset, group] = await Promise.all([
      entitiesOf('company'),
      entitiesOf('individual'),
      entitiesOf('trust'),
      find<RelationshipDocument>(RELATIONSHIPS, {}, NEWEST_FIRST).then((docs) =>
        docs.map((r) => {
          const share = typeof r.ownershipPercentage === 'number' ? `${r.ownershipPercentage}%` : null;
          return hitOf(
            'relationship',
            r.relationshipId,
            `${r.sourceName} → ${r.targetName}`,
            joined(labelOf(r.type), share),
          );
        }),
      ),
      find<AssetDocument>(ASSETS, {}, BY_NAME).then((docs) =>
        docs.map((a) => hitOf('asset', a.assetId, a.name, joined(labelOf(String(a.type)), a.ownerName))),
      ),
      find<GroupDocument>(GROUPS, {}, BY_NAME).then((docs) =>
        docs.map((g) => hitOf('group', g.groupId, g.name, g.description)),
      ),
    ]);
    const byKind = new Map<SearchKind, SearchHitView[]>([
      ['company', company],
      ['individual', individual],
      ['trust', trust],
      ['relationship', relationship],
      ['asset', asset],
      ['group', group],
    ]);
    return pickHits(q, byKind, limit);
  }
}
