import { Inject, Injectable } from '@nestjs/common';
import type {
  EntityDetailView,
  EntityType,
  EntityView,
  IndividualDetailsView,
  RelationshipView,
} from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { notFound } from '../../../shared/domain-error';
import { AssetsReader } from '../../assets/queries/assets.reader';
import { RelationshipsReader } from '../../relationships/queries/relationships.reader';
import { ENTITIES, type EntityDocument, toEntityView } from '../projections/entity.read-model';
import {
  INDIVIDUAL_DETAILS,
  type IndividualDetailsDocument,
} from '../projections/individual-details.projector';

/** An entity with, for an individual, its details: what an export of the list shows. */
export type EntityRow = EntityView & { individualDetail?: IndividualDetailsView | null };

export type EntityListItem = EntityRow & {
  sourceRelationships: RelationshipView[];
  targetRelationships: RelationshipView[];
};

const toDetailsView = ({
  accountId: _a,
  entityId,
  ...rest
}: IndividualDetailsDocument): IndividualDetailsView =>
  ({
    lastVerified: null,
    totalOwnershipPercentage: null,
    ...rest,
    id: entityId,
    entityId,
  }) as unknown as IndividualDetailsView;

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Entities with what hangs on them, composed from the entity, relationship, asset and details read models. */
@Injectable()
export class EntityRegisterReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly relationships: RelationshipsReader,
    private readonly assets: AssetsReader,
  ) {}

  async entity(accountId: number, entityId: number): Promise<EntityView> {
    const doc = await this.readStore.get<EntityDocument>(ENTITIES, String(entityId));
    if (!doc || doc.accountId !== accountId) throw notFound('Entity');
    return toEntityView(doc);
  }

  /** Every entity of the account (internal callers); the list route pages through EntityListReader. */
  async list(accountId: number, type: EntityType | null): Promise<EntityListItem[]> {
    const filter: DocumentFilter = type ? { accountId, type } : { accountId };
    const docs = await this.readStore.find<EntityDocument>(ENTITIES, filter, {
      sort: [
        { field: 'createdAt', direction: 'desc' },
        { field: 'entityId', direction: 'desc' },
      ],
    });
    return this.withLinks(accountId, docs);
  }

  /** One page, in name order, of the account's entities found by the lists' word search, and how many there are. */
  async searchPage(
    accountId: number,
    search: string,
    page: { limit: number; offset: number },
  ): Promise<{ ids: number[]; total: number }> {
    const filter = { accountId };
    const [docs, total] = await Promise.all([
      this.readStore.find<EntityDocument>(ENTITIES, filter, {
        search,
        sort: [
          { field: 'nameKey', direction: 'asc' },
          { field: 'entityId', direction: 'asc' },
        ],
        ...page,
      }),
      this.readStore.count(ENTITIES, filter, { search }),
    ]);
    return { ids: docs.map((doc) => doc.entityId), total };
  }

  /** The entities with their relationships in both directions and, for individuals, their details. */
  async withLinks(accountId: number, docs: EntityDocument[]): Promise<EntityListItem[]> {
    if (docs.length === 0) return [];
    const ids = docs.map((doc) => doc.entityId);
    const [source, target, rows] = await Promise.all([
      this.relationships.list(accountId, { sourceEntityId: ids }),
      this.relationships.list(accountId, { targetEntityId: ids }),
      this.withDetails(docs),
    ]);
    const bySource = groupBy(source, (r) => r.sourceEntityId);
    const byTarget = groupBy(target, (r) => r.targetEntityId);
    // Each row is a new object of this call's own: filled in place rather than copied again (0055).
    return rows.map((row) => {
      const item = row as EntityListItem;
      item.sourceRelationships = bySource.get(row.id) ?? [];
      item.targetRelationships = byTarget.get(row.id) ?? [];
      return item;
    });
  }

  /** The entities with, for individuals, their details; no relationships (an export's rows). */
  async withDetails(docs: EntityDocument[]): Promise<EntityRow[]> {
    if (docs.length === 0) return [];
    const individuals = docs.filter((doc) => doc.type === 'individual').map((doc) => doc.entityId);
    const details = await Promise.all(individuals.map((entityId) => this.findDetails(entityId)));
    const detailsById = new Map(individuals.map((entityId, index) => [entityId, details[index] ?? null]));
    return docs.map((doc) => {
      const row: EntityRow = toEntityView(doc);
      if (doc.type === 'individual') row.individualDetail = detailsById.get(doc.entityId) ?? null;
      return row;
    });
  }

  async detail(accountId: number, entityId: number): Promise<EntityDetailView> {
    const entity = await this.entity(accountId, entityId);
    const [{ source, target }, ownedAssets, individualDetail] = await Promise.all([
      this.relationships.ofEntity(accountId, entityId),
      this.assets.list(accountId, { ownerEntityId: entityId }),
      entity.type === 'individual' ? this.findDetails(entityId) : null,
    ]);
    return {
      ...entity,
      sourceRelationships: source,
      targetRelationships: target,
      ownedAssets,
      individualDetail,
    };
  }

  async individualDetails(accountId: number, entityId: number): Promise<IndividualDetailsView> {
    await this.entity(accountId, entityId);
    const details = await this.findDetails(entityId);
    if (!details) throw notFound('Individual details');
    return details;
  }

  /** The individual's recorded details, or null (the caller has checked the entity's account). */
  async findDetails(entityId: number): Promise<IndividualDetailsView | null> {
    const doc = await this.readStore.get<IndividualDetailsDocument>(INDIVIDUAL_DETAILS, String(entityId));
    return doc ? toDetailsView(doc) : null;
  }
}
