import type { EntityType } from '@ledgerline/contracts';
import type { GraphLink, GraphNodeDocument } from '../../projections/entity-graph.read-model';
import type { GraphReader } from './graph-index.reader';

/** GET /api/entities/network: a bounded slice of the account's links for the dashboard's network view. */
export interface NetworkNode {
  id: number;
  name: string;
  type: EntityType;
  status: string;
}

/** For ownership links `fromId` owns `toId`; other roles run from the role holder. */
export interface NetworkEdge {
  relationshipId: number;
  fromId: number;
  toId: number;
  type: string;
  percentage: number | null;
  ownership: boolean;
}

export interface NetworkView {
  nodes: NetworkNode[];
  edges: NetworkEdge[];
  /** Some entities the view would draw were left out by maxNodes. */
  truncated: boolean;
  /** The entities the view would draw without the cap (a lower bound when a group or chain was cut). */
  totalNodes: number;
}

const START_BATCH = 200;

/** Collects node documents up to the cap; the rest of what it meets is only counted. */
class Collected {
  readonly docs = new Map<number, GraphNodeDocument>();
  readonly seen = new Set<number>();
  constructor(
    private readonly reader: GraphReader,
    private readonly accountId: number,
    readonly maxNodes: number,
    /** The current register's day: links that ended before it are not drawn (a dated view has none). */
    private readonly today: string | null,
  ) {}

  /** A link in force: the current graph keeps ended links for the history views. */
  readonly live = (link: GraphLink): boolean => !(this.today && link.endDate && link.endDate < this.today);

  get full(): boolean {
    return this.docs.size >= this.maxNodes;
  }

  /** Loads the given entities while there is room; answers the ones it added. */
  async add(entityIds: Iterable<number>): Promise<GraphNodeDocument[]> {
    const fresh = [...new Set(entityIds)].filter((id) => !this.docs.has(id));
    fresh.forEach((id) => this.seen.add(id));
    const room = fresh.slice(0, Math.max(0, this.maxNodes - this.docs.size));
    const loaded = await this.reader.nodes(this.accountId, room);
    for (const doc of loaded.values()) this.docs.set(doc.entityId, doc);
    return [...loaded.values()];
  }

  /** Breadth-first from `starts` along the links `step` picks, until nothing new is met or the cap is hit. */
  async walk(starts: GraphNodeDocument[], step: (node: GraphNodeDocument) => GraphLink[]): Promise<void> {
    const visited = new Set(starts.map((node) => node.entityId));
    let frontier = starts;
    while (frontier.length > 0) {
      const next = frontier.flatMap((node) => step(node).filter(this.live));
      const ids = [...new Set(next.map((link) => link.entityId))].filter((id) => !visited.has(id));
      ids.forEach((id) => visited.add(id));
      const known = ids.flatMap((id) => this.docs.get(id) ?? []);
      frontier = [...known, ...(await this.add(ids.filter((id) => !this.docs.has(id))))];
    }
  }

  view(totalNodes: number, keepEdge: (edge: NetworkEdge) => boolean = () => true): NetworkView {
    const edges: NetworkEdge[] = [];
    for (const node of this.docs.values())
      for (const link of node.downstream)
        if (this.docs.has(link.entityId) && this.live(link)) {
          const edge = {
            relationshipId: link.relationshipId,
            fromId: node.entityId,
            toId: link.entityId,
            type: link.type,
            percentage: link.ownershipPercentage,
            ownership: link.ownership,
          };
          if (keepEdge(edge)) edges.push(edge);
        }
    const nodes = [...this.docs.values()]
      .sort((a, b) => a.entityId - b.entityId)
      .map(({ entityId, name, type, status }) => ({ id: entityId, name, type, status }));
    edges.sort((a, b) => a.relationshipId - b.relationshipId);
    const total = Math.max(totalNodes, this.seen.size);
    return { nodes, edges, truncated: nodes.length < total, totalNodes: total };
  }
}

const allLinks = (node: GraphNodeDocument) => [...node.upstream, ...node.downstream];

/** Every linked entity, whole connected structures at a time, starting from the top owners by name. */
export async function accountNetwork(
  reader: GraphReader,
  accountId: number,
  maxNodes: number,
  today: string | null,
): Promise<NetworkView> {
  const collected = new Collected(reader, accountId, maxNodes, today);
  const total = await reader.linkedCount(accountId);
  for (let offset = 0; !collected.full && offset < total; offset += START_BATCH) {
    const starts = await reader.networkStarts(accountId, START_BATCH, offset);
    if (starts.length === 0) break;
    const fresh = starts.filter((node) => !collected.docs.has(node.entityId));
    await collected.walk(await collected.add(fresh.map((node) => node.entityId)), allLinks);
  }
  return collected.view(total);
}

/** Spec 000 section 4 'Group filtering': the group's entities, the entities linked to them, their links. */
export async function groupNetwork(
  reader: GraphReader,
  accountId: number,
  groupId: number,
  maxNodes: number,
  today: string | null,
): Promise<NetworkView> {
  const members = await reader.members(accountId, groupId, maxNodes);
  const collected = new Collected(reader, accountId, maxNodes, today);
  const loaded = await collected.add(members.entityIds);
  await collected.add(
    loaded.flatMap((node) =>
      allLinks(node)
        .filter(collected.live)
        .map((link) => link.entityId),
    ),
  );
  const memberIds = new Set(members.entityIds);
  const total = members.total + [...collected.seen].filter((id) => !memberIds.has(id)).length;
  return collected.view(total, (edge) => memberIds.has(edge.fromId) || memberIds.has(edge.toId));
}

/** The focused entity's whole ownership chain: everyone above it and everything below it. */
export async function chainNetwork(
  reader: GraphReader,
  accountId: number,
  focus: GraphNodeDocument,
  maxNodes: number,
  today: string | null,
): Promise<NetworkView> {
  const collected = new Collected(reader, accountId, maxNodes, today);
  const [start] = await collected.add([focus.entityId]);
  const owning = (links: GraphLink[]) => links.filter((link) => link.ownership);
  await collected.walk([start!], (node) => owning(node.upstream));
  await collected.walk([start!], (node) => owning(node.downstream));
  return collected.view(collected.seen.size);
}
