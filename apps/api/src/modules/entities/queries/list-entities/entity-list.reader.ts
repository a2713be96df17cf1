import { Inject, Injectable } from '@nestjs/common';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { notFound } from '../../../../shared/domain-error';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
import { GROUPS, type GroupDocument } from '../../../groups/projections/groups.projector';
import {
  ENTITIES,
  ENTITY_GROUP_MEMBERS,
  type EntityDocument,
  type EntityGroupMemberDocument,
} from '../../projections/entity.read-model';
import { type EntityListItem, EntityRegisterReader, type EntityRow } from '../entity-register.reader';
import { entitiesOutsideGroup } from './entities-outside-group';
import { ENTITY_SORT_FIELDS, type ListEntitiesQuery } from './list-entities.query';

/**
 * `GET /api/entities`: one indexed page (or the whole list, a chunk at a time) of the account's entities,
 * of one group's members or of the entities outside a group, each with the relationships and details the
 * spec's list carries.
 */
@Injectable()
export class EntityListReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly register: EntityRegisterReader,
  ) {}

  list(accountId: number, query: ListEntitiesQuery): Promise<Listing<EntityListItem>> {
    return this.listing(accountId, query, (docs) => this.register.withLinks(accountId, docs));
  }

  /** The same rows without their relationships: an export shows none, and they are most of the list's cost. */
  rows(accountId: number, query: ListEntitiesQuery): Promise<Listing<EntityRow>> {
    return this.listing(accountId, query, (docs) => this.register.withDetails(docs));
  }

  private async listing<T>(
    accountId: number,
    query: ListEntitiesQuery,
    compose: (docs: EntityDocument[]) => Promise<T[]>,
  ): Promise<Listing<T>> {
    const options = findOptions(query, ENTITY_SORT_FIELDS, { sort: 'createdAt', order: 'desc' });
    // Only trusts carry a compliance, so asking for one lists trusts (the query refuses another type).
    const filter: DocumentFilter = {
      type: query.compliance ? 'trust' : query.type,
      status: query.status,
      compliance: query.compliance,
    };
    if (query.notInGroupId !== undefined) {
      const groupId = query.notInGroupId;
      await this.assertGroup(accountId, groupId);
      const { limit, offset } = query;
      const outside = await entitiesOutsideGroup(this.readStore, {
        accountId,
        groupId,
        filter,
        options,
        limit,
        offset,
      });
      return { total: outside.total, chunks: composed(outside.chunks, compose) };
    }
    if (query.groupId !== undefined) {
      await this.assertGroup(accountId, query.groupId);
      const inGroup = {
        collection: ENTITY_GROUP_MEMBERS,
        filter: { ...filter, groupId: query.groupId },
        options,
      };
      return readListing(this.readStore, inGroup, query, async (members: EntityGroupMemberDocument[]) => {
        const docs = await Promise.all(
          members.map((m) => this.readStore.get<EntityDocument>(ENTITIES, String(m.entityId))),
        );
        return compose(docs.filter((doc) => doc !== null));
      });
    }
    const inAccount = { collection: ENTITIES, filter: { ...filter, accountId }, options };
    return readListing(this.readStore, inAccount, query, compose);
  }

  private async assertGroup(accountId: number, groupId: number): Promise<void> {
    const group = await this.readStore.get<GroupDocument>(GROUPS, String(groupId));
    if (!group || group.accountId !== accountId) throw notFound('Group');
  }
}

async function* composed<T>(
  chunks: AsyncIterable<EntityDocument[]>,
  compose: (docs: EntityDocument[]) => Promise<T[]>,
): AsyncGenerator<T[]> {
  for await (const docs of chunks) yield await compose(docs);
}
