import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { naturalSortKey, type Projector, type ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { GraphNodeCache } from './graph-node-cache';
import {
  GRAPH_GROUPS,
  GRAPH_LINKS,
  GRAPH_MEMBERS,
  GRAPH_NODES,
  type GraphLinkDocument,
  graphLayouts,
  graphLinkOf,
  linkEnds,
} from './entity-graph.read-model';

type GraphEvent = AccountEvent | RegisterEvent;
const LINK_FIELDS = [
  'sourceEntityId',
  'targetEntityId',
  'type',
  'ownershipPercentage',
  'isActive',
  'endDate',
];

/**
 * Keeps the graph index (entity-graph.read-model.ts). A link change rewrites the two ends it touches and
 * re-derives isRoot over the owners above the owned end, before and after the change: only there can an
 * ownership loop form or break, so the cost follows the size of the upstream chain, not of the account.
 */
export class EntityGraphProjector implements Projector {
  /** The nodes of the batch being applied, kept for the transaction of `writer` and written in afterBatch. */
  private batch: { writer: ReadStoreWriter; nodes: GraphNodeCache } | null = null;
  readonly name = 'entity-graph';
  readonly version = 2;
  readonly collections = [GRAPH_NODES, GRAPH_LINKS, GRAPH_GROUPS, GRAPH_MEMBERS];
  readonly layouts = graphLayouts;
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'RelationshipAdded',
    'RelationshipUpdated',
    'RelationshipRemoved',
    'GroupCreated',
    'GroupDeleted',
    'EntityAddedToGroup',
    'EntityRemovedFromGroup',
  ];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (recorded.type === 'AccountClosed') await this.afterBatch(writer);
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as GraphEvent;
    const nodes = this.nodesOf(writer);
    switch (event.type) {
      case 'EntityRegistered': {
        const { entityId, accountId, entityType, profile } = event.data;
        const existing = await nodes.get(entityId);
        if (existing) return;
        return nodes.set({
          id: String(entityId),
          accountId,
          entityId,
          name: profile.name,
          nameKey: naturalSortKey(profile.name),
          type: entityType,
          status: profile.status ?? 'active',
          upstream: [],
          downstream: [],
          isRoot: true,
          ownedUntil: null,
          linked: false,
          keyRank: '',
        });
      }
      case 'EntityProfileUpdated': {
        const node = await nodes.get(event.data.entityId);
        const { name, status } = event.data.changes;
        if (!node || (!name && !status)) return;
        if (name) Object.assign(node, { name: String(name.to), nameKey: naturalSortKey(String(name.to)) });
        if (status) node.status = String(status.to ?? 'active');
        return;
      }
      case 'EntityDeleted':
        return nodes.remove(event.data.entityId);
      case 'RelationshipAdded': {
        const { relationshipId, accountId, relationshipType, ...fields } = event.data;
        const after: GraphLinkDocument = {
          id: String(relationshipId),
          accountId,
          relationshipId,
          sourceEntityId: fields.sourceEntityId,
          targetEntityId: fields.targetEntityId,
          type: relationshipType,
          ownershipPercentage: fields.ownershipPercentage,
          isActive: fields.isActive,
          endDate: fields.endDate,
        };
        return this.relink(writer, nodes, await this.link(writer, relationshipId), after);
      }
      case 'RelationshipUpdated': {
        const before = await this.link(writer, event.data.relationshipId);
        if (!before) return;
        const after: GraphLinkDocument = { ...before };
        for (const [field, change] of Object.entries(event.data.changes)) {
          const name = field === 'relationshipType' ? 'type' : field;
          if (LINK_FIELDS.includes(name)) (after as Record<string, unknown>)[name] = change.to;
        }
        return this.relink(writer, nodes, before, after);
      }
      case 'RelationshipRemoved': {
        const before = await this.link(writer, event.data.relationshipId);
        if (before) await this.relink(writer, nodes, before, null);
        return;
      }
      case 'GroupCreated':
        return writer.put(GRAPH_GROUPS, {
          id: String(event.data.groupId),
          accountId: event.data.accountId,
          groupId: event.data.groupId,
        });
      case 'GroupDeleted': {
        const { accountId, groupId } = event.data;
        await writer.deleteMany(GRAPH_MEMBERS, { accountId, groupId });
        return writer.delete(GRAPH_GROUPS, String(groupId));
      }
      case 'EntityAddedToGroup': {
        const { accountId, groupId, entityId } = event.data;
        return writer.put(GRAPH_MEMBERS, { id: `${groupId}:${entityId}`, accountId, groupId, entityId });
      }
      case 'EntityRemovedFromGroup':
        return writer.delete(GRAPH_MEMBERS, `${event.data.groupId}:${event.data.entityId}`);
    }
  }

  /** Writes the batch's changed nodes (the runner calls this once the batch's events are applied). */
  async afterBatch(writer: ReadStoreWriter): Promise<void> {
    const batch = this.batch;
    this.batch = null;
    if (batch?.writer === writer) await batch.nodes.flush();
  }

  /** The batch's nodes; a new transaction (another writer, also after a failed one) starts from the store. */
  private nodesOf(writer: ReadStoreWriter): GraphNodeCache {
    if (this.batch?.writer !== writer) this.batch = { writer, nodes: new GraphNodeCache(writer) };
    return this.batch.nodes;
  }

  private link(writer: ReadStoreWriter, relationshipId: number): Promise<GraphLinkDocument | null> {
    return writer.get<GraphLinkDocument>(GRAPH_LINKS, String(relationshipId));
  }

  /** Moves one relationship from its old ends to its new ones and re-derives the roots it can affect. */
  private async relink(
    writer: ReadStoreWriter,
    nodes: GraphNodeCache,
    before: GraphLinkDocument | null,
    after: GraphLinkDocument | null,
  ): Promise<void> {
    const owned = [before, after].flatMap((link) =>
      link && linkEnds(link).ownership ? [linkEnds(link).toId] : [],
    );
    const region = await nodes.upstreamOf(owned);
    for (const link of [before, after]) {
      if (!link) continue;
      const { fromId, toId } = linkEnds(link);
      for (const [id, side] of [
        [fromId, 'downstream'],
        [toId, 'upstream'],
      ] as const) {
        const node = await nodes.get(id);
        if (node) node[side] = node[side].filter((l) => l.relationshipId !== link.relationshipId);
      }
    }
    if (after) {
      await writer.put(GRAPH_LINKS, after);
      if (after.isActive) await this.attach(nodes, after);
    } else if (before) await writer.delete(GRAPH_LINKS, before.id);
    await nodes.refreshRoots(await nodes.upstreamOf([...region, ...owned]));
  }

  private async attach(nodes: GraphNodeCache, link: GraphLinkDocument): Promise<void> {
    const { fromId, toId, ownership } = linkEnds(link);
    const base = graphLinkOf(link, ownership);
    const byId = (a: { relationshipId: number }, b: { relationshipId: number }) =>
      a.relationshipId - b.relationshipId;
    const from = await nodes.get(fromId);
    if (from) from.downstream = [...from.downstream, { ...base, entityId: toId }].sort(byId);
    const to = await nodes.get(toId);
    if (to) to.upstream = [...to.upstream, { ...base, entityId: fromId }].sort(byId);
  }
}
