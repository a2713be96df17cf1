import { MAX_PAGE_SIZE } from '@ledgerline/contracts';
import type { DocumentFilter, FindOptions, ReadStoreReader } from '@ledgerline/projections';
import type { Listing } from '../../../../shared/listing';
import {
  ENTITIES,
  ENTITY_GROUP_MEMBERS,
  type EntityDocument,
  type EntityGroupMemberDocument,
} from '../../projections/entity.read-model';

/** Extra candidates read with the first chunk, so a few members among them still leave a full page. */
const FIRST_CHUNK_SLACK = 20;
const WHOLE_LIST_CHUNK = 500;

interface OutsideGroupQuery {
  accountId: number;
  groupId: number;
  /** The list's filters (type, status, compliance), the same on entities and membership rows. */
  filter: DocumentFilter;
  options: Pick<FindOptions, 'sort' | 'search'>;
  limit?: number;
  offset: number;
}

/** The candidates in the list's order, a chunk at a time (doubling), each without the group's members. */
async function* outsiders(
  store: ReadStoreReader,
  query: OutsideGroupQuery,
): AsyncGenerator<EntityDocument[]> {
  const inAccount = { ...query.filter, accountId: query.accountId };
  let size =
    query.limit === undefined
      ? WHOLE_LIST_CHUNK
      : Math.min(query.offset + query.limit + FIRST_CHUNK_SLACK, MAX_PAGE_SIZE);
  for (let offset = 0; ; offset += size, size = Math.min(size * 2, MAX_PAGE_SIZE)) {
    const docs = await store.find<EntityDocument>(ENTITIES, inAccount, {
      ...query.options,
      limit: size,
      offset,
    });
    if (docs.length === 0) return;
    const members = await store.find<EntityGroupMemberDocument>(ENTITY_GROUP_MEMBERS, {
      groupId: query.groupId,
      entityId: docs.map((doc) => doc.entityId),
    });
    const inGroup = new Set(members.map((member) => member.entityId));
    yield docs.filter((doc) => !inGroup.has(doc.entityId));
    if (docs.length < size) return;
  }
}

/**
 * `GET /api/entities?notInGroupId=`: the account's entities outside one group, in the list's order. The
 * candidates walk the entities' own index and each chunk's members are looked up by (groupId, entityId),
 * so a page costs the rows up to it plus the members among them, never a scan. The total is the entities
 * matching minus the members matching: both collections carry the same filter and search fields.
 */
export async function entitiesOutsideGroup(
  store: ReadStoreReader,
  query: OutsideGroupQuery,
): Promise<Listing<EntityDocument>> {
  const [matching, members] = await Promise.all([
    store.count(ENTITIES, { ...query.filter, accountId: query.accountId }, query.options),
    store.count(ENTITY_GROUP_MEMBERS, { ...query.filter, groupId: query.groupId }, query.options),
  ]);
  async function* chunks(): AsyncGenerator<EntityDocument[]> {
    let skip = query.offset;
    let wanted = query.limit ?? Number.POSITIVE_INFINITY;
    for await (const found of outsiders(store, query)) {
      const rows = found.slice(skip, skip + wanted);
      skip = Math.max(0, skip - found.length);
      wanted -= rows.length;
      if (rows.length > 0) yield rows;
      if (wanted <= 0) return;
    }
  }
  return { total: Math.max(0, matching - members), chunks: chunks() };
}
