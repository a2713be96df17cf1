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

export type EntityListItem = EntityView & {
  sourceRelationships: RelationshipView[];
  targetRelationships: RelationshipView[];
  individualDetail?: IndividualDetailsView | null;
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

  async list(accountId: number, type: EntityType | null): Promise<EntityListItem[]> {
    const filter: DocumentFilter = type ? { accountId, type } : { accountId };
    const [docs, relationships, details] = await Promise.all([
      this.readStore.find<EntityDocument>(ENTITIES, filter, {
        sort: [{ field: 'entityId', direction: 'desc' }],
      }),
      this.relationships.list(accountId),
      type === 'company' || type === 'trust'
        ? []
        : this.readStore.find<IndividualDetailsDocument>(INDIVIDUAL_DETAILS, { accountId }),
    ]);
    const detailsById = new Map(details.map((d) => [d.entityId, toDetailsView(d)]));
    return docs.map((doc) => ({
      ...toEntityView(doc),
      sourceRelationships: relationships.filter((r) => r.sourceEntityId === doc.entityId),
      targetRelationships: relationships.filter((r) => r.targetEntityId === doc.entityId),
      ...(doc.type === 'individual' ? { individualDetail: detailsById.get(doc.entityId) ?? null } : {}),
    }));
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

  private async findDetails(entityId: number): Promise<IndividualDetailsView | null> {
    const doc = await this.readStore.get<IndividualDetailsDocument>(INDIVIDUAL_DETAILS, String(entityId));
    return doc ? toDetailsView(doc) : null;
  }
}
