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
  type GraphNodeDocument,
  graphLayouts,
  graphLinkOf,
  linkEnds,
  keyRankOf,
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
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as GraphEvent;
    switch (event.type) {
      case 'EntityRegistered': {
        const { entityId, accountId, entityType, profile } = event.data;
        const existing = await writer.get<GraphNodeDocument>(GRAPH_NODES, String(entityId));
        const node: GraphNodeDocument = existing ?? {
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
        };
        return writer.put(GRAPH_NODES, { ...node, keyRank: keyRankOf(node) });
      }
      case 'EntityProfileUpdated': {
        const node = await writer.get<GraphNodeDocument>(GRAPH_NODES, String(event.data.entityId));
        const { name, status } = event.data.changes;
        if (!node || (!name && !status)) return;
        const next = { ...node };
        if (name) Object.assign(next, { name: String(name.to), nameKey: naturalSortKey(String(name.to)) });
        if (status) next.status = String(status.to ?? 'active');
        return writer.put(GRAPH_NODES, { ...next, keyRank: keyRankOf(next) });
      }
      case 'EntityDeleted':
        return writer.delete(GRAPH_NODES, String(event.data.entityId));
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
        return this.relink(writer, await this.link(writer, relationshipId), after);
      }
      case 'RelationshipUpdated': {
        const before = await this.link(writer, event.data.relationshipId);
        if (!before) return;
        const after: GraphLinkDocument = { ...before };
        for (const [field, change] of Object.entries(event.data.changes)) {
          const name = field === 'relationshipType' ? 'type' : field;
          if (LINK_FIELDS.includes(name)) (after as Record<string, unknown>)[name] = change.to;
        }
        return this.relink(writer, before, after);
      }
      case 'RelationshipRemoved': {
        const before = await this.link(writer, event.data.relationshipId);
        if (before) await this.relink(writer, before, null);
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

  private link(writer: ReadStoreWriter, relationshipId: number): Promise<GraphLinkDocument | null> {
    return writer.get<GraphLinkDocument>(GRAPH_LINKS, String(relationshipId));
  }

  /** Moves one relationship from its old ends to its new ones and re-derives the roots it can affect. */
  private async relink(
    writer: ReadStoreWriter,
    before: GraphLinkDocument | null,
    after: GraphLinkDocument | null,
  ): Promise<void> {
    const nodes = new GraphNodeCache(writer);
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
    await nodes.flush();
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
