import type { ReadStoreWriter } from '@ledgerline/projections';
import { graphRoots } from './graph-roots';
import { GRAPH_NODES, type GraphLink, type GraphNodeDocument, keyRankOf } from './entity-graph.read-model';

/**
 * The node documents a batch of events touches, read once and written back once if they changed: a hub with
 * thousands of links is parsed and encoded once per batch, not once per link (a cascade delete of 2,000 links
 * re-encoded the hub 2,000 times, quadratic, and held the read store for seconds).
 */
export class GraphNodeCache {
  private readonly nodes = new Map<number, GraphNodeDocument | null>();
  private readonly before = new Map<number, string>();

  constructor(private readonly writer: ReadStoreWriter) {}

  async get(entityId: number): Promise<GraphNodeDocument | null> {
    if (!this.nodes.has(entityId)) {
      const node = await this.writer.get<GraphNodeDocument>(GRAPH_NODES, String(entityId));
      this.nodes.set(entityId, node);
      if (node) this.before.set(entityId, JSON.stringify(node));
    }
    return this.nodes.get(entityId) ?? null;
  }

  /** A node made by this batch (a new entity), written at flush. */
  set(node: GraphNodeDocument): void {
    this.nodes.set(node.entityId, node);
  }

  /** The node is gone: deleted now, and not written back at flush. */
  async remove(entityId: number): Promise<void> {
    this.nodes.set(entityId, null);
    await this.writer.delete(GRAPH_NODES, String(entityId));
  }

  /** The given entities and everyone owning them, transitively (ended links included, as for isRoot). */
  async upstreamOf(starts: Iterable<number>): Promise<Set<number>> {
    const seen = new Set<number>();
    const queue = [...starts];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      const node = await this.get(id);
      if (!node) continue;
      seen.add(id);
      for (const link of node.upstream)
        if (link.ownership && !seen.has(link.entityId)) queue.push(link.entityId);
    }
    return seen;
  }

  /** Recomputes isRoot and ownedUntil over an upstream-closed region (see graphRoots). */
  async refreshRoots(region: Set<number>): Promise<void> {
    const owners = new Map<number, number[]>();
    for (const id of region) {
      const node = await this.get(id);
      if (node)
        owners.set(
          id,
          ownersOf(node).filter((owner) => region.has(owner)),
        );
    }
    const roots = graphRoots(owners);
    for (const id of owners.keys()) {
      const node = (await this.get(id))!;
      node.isRoot = roots.has(id);
      node.ownedUntil = node.isRoot ? null : ownedUntil(node.upstream);
    }
  }

  async flush(): Promise<void> {
    for (const [id, node] of this.nodes) {
      if (!node) continue;
      node.linked = node.upstream.length + node.downstream.length > 0;
      node.keyRank = keyRankOf(node);
      // A node the batch made has nothing to compare with; the cache ends with its batch.
      const before = this.before.get(id);
      if (before !== undefined && JSON.stringify(node) === before) continue;
      await this.writer.put(GRAPH_NODES, node);
    }
  }
}

const ownersOf = (node: GraphNodeDocument): number[] =>
  node.upstream.filter((link) => link.ownership).map((link) => link.entityId);

/** The last end date when every owning link has one; null when one is open-ended (or nobody owns it). */
export function ownedUntil(upstream: readonly GraphLink[]): string | null {
  const owning = upstream.filter((link) => link.ownership);
  if (owning.length === 0 || owning.some((link) => !link.endDate)) return null;
  return owning.map((link) => link.endDate!).sort()[owning.length - 1]!;
}
