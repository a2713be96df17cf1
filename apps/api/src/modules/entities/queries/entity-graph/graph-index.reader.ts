import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { notFound } from '../../../../shared/domain-error';
import {
  GRAPH_GROUPS,
  GRAPH_MEMBERS,
  GRAPH_NODES,
  type GraphMemberDocument,
  type GraphNodeDocument,
} from '../../projections/entity-graph.read-model';

const BATCH = 500;
const byName = [{ field: 'nameKey', direction: 'asc' as const }];

/** What the hierarchy and the network read: the graph index now, or a snapshot at a moment (graph-snapshot.ts). */
export type GraphReader = Pick<
  GraphIndexReader,
  'node' | 'nodes' | 'roots' | 'linkedCount' | 'networkStarts' | 'members'
>;

/** Bounded reads of one account's graph index; every query names accountId (or a document id) first. */
@Injectable()
export class GraphIndexReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Candidates for the key entities, best upper bound first (see rankKeyEntities). */
  byKeyRank(accountId: number, offset: number, limit = 20): Promise<GraphNodeDocument[]> {
    return this.store.find<GraphNodeDocument>(
      GRAPH_NODES,
      { accountId },
      { sort: [{ field: 'keyRank', direction: 'asc' }], limit, offset },
    );
  }

  /** One entity of the account; another account's (or a missing) id is a 404. */
  async node(accountId: number, entityId: number): Promise<GraphNodeDocument> {
    const node = await this.store.get<GraphNodeDocument>(GRAPH_NODES, String(entityId));
    if (!node || node.accountId !== accountId) throw notFound('Entity');
    return node;
  }

  /** The documents of the given entities of the account, read in batches on the (accountId, entityId) index. */
  async nodes(accountId: number, entityIds: Iterable<number>): Promise<Map<number, GraphNodeDocument>> {
    const ids = [...new Set(entityIds)].sort((a, b) => a - b);
    const found = new Map<number, GraphNodeDocument>();
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const documents = await this.store.find<GraphNodeDocument>(
        GRAPH_NODES,
        { accountId, entityId: batch.length === 1 ? batch[0] : batch },
        { sort: [{ field: 'entityId', direction: 'asc' }] },
      );
      for (const node of documents) found.set(node.entityId, node);
    }
    return found;
  }

  /**
   * The hierarchy's top level, paged: entities nobody owns (and one per ownership loop) by name, then those
   * whose every owning link ended before `today`, by the date it ended.
   */
  async roots(
    accountId: number,
    today: string,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; nodes: GraphNodeDocument[] }> {
    const lapsed = { accountId, ownedUntil: { gte: '0', lt: today } };
    const [standing, ended] = await Promise.all([
      this.store.count(GRAPH_NODES, { accountId, isRoot: true }),
      this.store.count(GRAPH_NODES, lapsed),
    ]);
    const nodes: GraphNodeDocument[] = [];
    if (page.offset < standing)
      nodes.push(
        ...(await this.store.find<GraphNodeDocument>(
          GRAPH_NODES,
          { accountId, isRoot: true },
          { sort: byName, limit: Math.min(page.limit, standing - page.offset), offset: page.offset },
        )),
      );
    const rest = page.limit - nodes.length;
    if (rest > 0 && ended > 0)
      nodes.push(
        ...(await this.store.find<GraphNodeDocument>(GRAPH_NODES, lapsed, {
          sort: [{ field: 'ownedUntil', direction: 'asc' }],
          limit: rest,
          offset: Math.max(0, page.offset - standing),
        })),
      );
    return { total: standing + ended, nodes };
  }

  /** How many entities the unfiltered network draws (those with at least one active link). */
  linkedCount(accountId: number): Promise<number> {
    return this.store.count(GRAPH_NODES, { accountId, linked: true });
  }

  /** Where the network's walk starts: linked entities nobody owns (or loop firsts), by name. */
  networkStarts(accountId: number, limit: number, offset: number): Promise<GraphNodeDocument[]> {
    return this.store.find<GraphNodeDocument>(
      GRAPH_NODES,
      { accountId, linked: true, isRoot: true },
      { sort: byName, limit, offset },
    );
  }

  /** A group of the account (404 otherwise) and up to `limit` of its members' ids, with their number. */
  async members(
    accountId: number,
    groupId: number,
    limit: number,
  ): Promise<{ total: number; entityIds: number[] }> {
    const group = await this.store.get<{ id: string; accountId: number }>(GRAPH_GROUPS, String(groupId));
    if (!group || group.accountId !== accountId) throw notFound('Group');
    const filter = { accountId, groupId };
    const [total, members] = await Promise.all([
      this.store.count(GRAPH_MEMBERS, filter),
      this.store.find<GraphMemberDocument>(GRAPH_MEMBERS, filter, {
        sort: [{ field: 'entityId', direction: 'asc' }],
        limit,
      }),
    ]);
    return { total, entityIds: members.map((member) => member.entityId) };
  }
}
