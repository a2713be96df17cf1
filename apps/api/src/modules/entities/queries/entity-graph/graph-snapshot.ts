import { naturalSortKey, type ReadStoreReader } from '@ledgerline/projections';
import { notFound } from '../../../../shared/domain-error';
import { type EffectiveDay, linksKnownAt } from '../../../ownership/projections/known-at-slice';
import {
  currentAt,
  ENTITY_VERSIONS,
  type EntityVersionDocument,
} from '../../../ownership/projections/ownership-history.projector';
import { inForceOn } from '../../../relationships/queries/relationships-at';
import { ownedUntil } from '../../projections/graph-node-cache';
import { graphRoots } from '../../projections/graph-roots';
import {
  graphLinkOf,
  type GraphNodeDocument,
  keyRankOf,
  linkEnds,
} from '../../projections/entity-graph.read-model';
import type { GraphIndexReader, GraphReader } from './graph-index.reader';

const byName = (a: GraphNodeDocument, b: GraphNodeDocument) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.entityId - b.entityId;

/**
 * The hierarchy's and the network's graph index for one account, built in memory from the version history
 * (docs/decisions/0033): the entities and active links the register held at `moment`; with `asOf`, each link
 * as its version in force that day (a percentage changed from a later day is the old one, an end set from a
 * later day is not yet on it), kept if its dates put it in force. The same node documents the entity-graph
 * projector writes, so the same walks answer; groups are today's (their history is not kept). One read of the
 * account's versions per snapshot.
 */
export async function graphSnapshot(
  store: ReadStoreReader,
  current: GraphIndexReader,
  accountId: number,
  moment: string,
  asOf: EffectiveDay | undefined,
): Promise<GraphReader> {
  const [entities, links] = await Promise.all([
    store.find<EntityVersionDocument>(ENTITY_VERSIONS, { accountId, recordedFrom: { lte: moment } }),
    linksKnownAt(store, accountId, moment, {}, asOf),
  ]);
  const nodes = new Map<number, GraphNodeDocument>();
  for (const entity of entities.filter((version) => currentAt(version, moment)))
    nodes.set(entity.entityId, {
      id: String(entity.entityId),
      accountId,
      entityId: entity.entityId,
      name: entity.name,
      nameKey: naturalSortKey(entity.name),
      type: entity.type,
      status: String(entity.profile.status ?? 'active'),
      upstream: [],
      downstream: [],
      isRoot: false,
      ownedUntil: null,
      linked: false,
      keyRank: '',
    });
  for (const link of links.sort((a, b) => a.relationshipId - b.relationshipId)) {
    if (!link.isActive || (asOf !== undefined && !inForceOn(link, asOf.day))) continue;
    const { fromId, toId, ownership } = linkEnds(link);
    const [from, to] = [nodes.get(fromId), nodes.get(toId)];
    if (!from || !to) continue;
    const base = graphLinkOf(link, ownership);
    from.downstream.push({ ...base, entityId: toId });
    to.upstream.push({ ...base, entityId: fromId });
  }
  const owners = new Map(
    [...nodes.values()].map((node) => [
      node.entityId,
      node.upstream.filter((link) => link.ownership).map((link) => link.entityId),
    ]),
  );
  const roots = graphRoots(owners);
  for (const node of nodes.values()) {
    node.isRoot = roots.has(node.entityId);
    node.ownedUntil = node.isRoot ? null : ownedUntil(node.upstream);
    node.linked = node.upstream.length + node.downstream.length > 0;
    node.keyRank = keyRankOf(node);
  }
  return new SnapshotReader(nodes, current);
}

class SnapshotReader implements GraphReader {
  private readonly byName: GraphNodeDocument[];

  constructor(
    private readonly graph: Map<number, GraphNodeDocument>,
    private readonly current: GraphIndexReader,
  ) {
    this.byName = [...graph.values()].sort(byName);
  }

  async node(_accountId: number, entityId: number): Promise<GraphNodeDocument> {
    const node = this.graph.get(entityId);
    if (!node) throw notFound('Entity');
    return node;
  }

  async nodes(_accountId: number, entityIds: Iterable<number>): Promise<Map<number, GraphNodeDocument>> {
    const found = new Map<number, GraphNodeDocument>();
    for (const id of entityIds) {
      const node = this.graph.get(id);
      if (node) found.set(id, node);
    }
    return found;
  }

  async roots(_accountId: number, today: string, page: { limit: number; offset: number }) {
    const standing = this.byName.filter((node) => node.isRoot);
    const lapsed = [...this.graph.values()]
      .filter((node) => node.ownedUntil !== null && node.ownedUntil < today)
      .sort((a, b) => (a.ownedUntil! < b.ownedUntil! ? -1 : a.ownedUntil! > b.ownedUntil! ? 1 : 0));
    const all = [...standing, ...lapsed];
    return { total: all.length, nodes: all.slice(page.offset, page.offset + page.limit) };
  }

  async linkedCount(): Promise<number> {
    return this.byName.filter((node) => node.linked).length;
  }

  async networkStarts(_accountId: number, limit: number, offset: number): Promise<GraphNodeDocument[]> {
    return this.byName.filter((node) => node.linked && node.isRoot).slice(offset, offset + limit);
  }

  /** Groups and their members are today's. */
  members(accountId: number, groupId: number, limit: number) {
    return this.current.members(accountId, groupId, limit);
  }
}
