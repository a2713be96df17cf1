import { Inject, Injectable } from '@nestjs/common';
import type { RelationshipView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../../../shared/account-days';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
import { assertEntityOf } from '../../../entities/queries/entity-access';
import { listRelationshipsAt } from '../relationships-at-listing';
import {
  FROM_ENTITY_FIRST,
  RELATIONSHIP_ENDS,
  RELATIONSHIPS,
  type RelationshipDocument,
} from '../../projections/relationship.read-model';
import { toRelationshipView } from '../relationships.reader';
import { type ListRelationshipsQuery, RELATIONSHIP_SORT_KEYS } from './list-relationships.query';

const SORTS = { ...RELATIONSHIP_SORT_KEYS, fromEntityFirst: FROM_ENTITY_FIRST };

/**
 * `GET /api/relationships` and `GET /api/entities/{id}/relationships`: one indexed page (or the whole list,
 * a chunk at a time) of the account's relationships, or of one entity's, where it is either end.
 */
@Injectable()
export class RelationshipListReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
  ) {}

  /** `fromEntityFirst` keeps the per-entity route's spec order: from the entity first, then to it. */
  async list(
    accountId: number,
    query: ListRelationshipsQuery,
    defaultOrder: 'newestFirst' | 'fromEntityFirst' = 'newestFirst',
  ): Promise<Listing<RelationshipView>> {
    if (query.asOf !== undefined || query.knownAt !== undefined)
      return listRelationshipsAt(
        this.readStore,
        accountId,
        query,
        defaultOrder,
        await this.days.timeZone(accountId),
      );
    const filter: DocumentFilter = {
      accountId,
      type: query.type,
      isActive: query.status === undefined ? undefined : query.status === 'active',
    };
    let collection = RELATIONSHIPS;
    if (query.entityId !== undefined) {
      await assertEntityOf(this.readStore, accountId, query.entityId);
      collection = RELATIONSHIP_ENDS;
      filter.entityId = query.entityId;
    }
    const options = findOptions(
      query,
      SORTS,
      defaultOrder === 'fromEntityFirst'
        ? { sort: 'fromEntityFirst', order: 'desc' }
        : { sort: 'createdAt', order: 'desc' },
    );
    const source = { collection, filter, options };
    return readListing(this.readStore, source, query, (docs: RelationshipDocument[]) =>
      docs.map(toRelationshipView),
    );
  }
}
