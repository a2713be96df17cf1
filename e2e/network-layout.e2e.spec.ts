import { expect, test } from '@playwright/test';
import { clusterLeaves } from '../apps/web/src/features/dashboard/components/network/network-clusters';
import type {
  NetworkEntity,
  NetworkGraph,
  NetworkLink,
} from '../apps/web/src/features/dashboard/components/network/network-graph';
import {
  LEVEL_SPACING,
  layoutNetwork,
  NODE_WIDTH,
  NODE_WIDTH_WITH_OWNER,
  type PositionedNode,
} from '../apps/web/src/features/dashboard/components/network/network-layout';
import { ownershipChain } from '../apps/web/src/features/dashboard/components/network/ownership-chain';

/** Pure builders of the dashboard's network (no browser needed): layout, clusters, chain. */

const company = (id: number, name = `Company ${id}`): NetworkEntity => ({ id, name, type: 'company' });
let nextLink = 1;
const owns = (fromId: number, toId: number, percentage: number | null = 50): NetworkLink => ({
  relationshipId: nextLink++,
  fromId,
  toId,
  type: 'shareholder',
  percentage,
  ownership: true,
});

/** Pairs of boxes that overlap (by their real sizes). */
function overlaps(nodes: readonly PositionedNode[]): [number, number][] {
  const found: [number, number][] = [];
  const sorted = [...nodes].sort((a, b) => a.x - a.width / 2 - (b.x - b.width / 2));
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i]!, sorted[j]!];
      if (b.x - b.width / 2 >= a.x + a.width / 2) break;
      if (Math.abs(a.y - b.y) < (a.height + b.height) / 2) found.push([a.id, b.id]);
    }
  return found;
}

/** `count` holding structures: a holding owning 4 subsidiaries, two of which own 3 each, one chain below. */
function forest(count: number): NetworkGraph {
  const entities: NetworkEntity[] = [];
  const links: NetworkLink[] = [];
  for (let s = 0; s < count; s++) {
    const base = s * 20 + 1;
    for (let k = 0; k < 13; k++) entities.push(company(base + k));
    for (const [o, t] of [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [1, 5],
      [1, 6],
      [1, 7],
      [2, 8],
      [2, 9],
      [2, 10],
      [5, 11],
      [11, 12],
      [0, 12],
    ] as const)
      links.push(owns(base + o, base + t));
  }
  return { entities, links };
}

test.describe('network layout', () => {
  test('puts levels 275 apart by the spec rule and labels companies by level', () => {
    const entities = [
      company(1, 'Holding'),
      company(2),
      company(3),
      { ...company(4), type: 'individual' as const },
    ];
    const nodes = layoutNetwork(entities, [owns(4, 1), owns(1, 2), owns(2, 3), owns(1, 3)]);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect([4, 1, 2, 3].map((id) => byId.get(id)!.level)).toEqual([0, 1, 2, 3]);
    expect(byId.get(2)!.x - byId.get(1)!.x).toBe(LEVEL_SPACING);
    expect(byId.get(4)!.roleLabel).toBe('Individual');
    expect(byId.get(1)!.roleLabel).toBe('Subsidiary');
    expect(byId.get(1)!.width).toBe(NODE_WIDTH_WITH_OWNER);
    expect(byId.get(4)!.width).toBe(NODE_WIDTH);
    const alone = layoutNetwork([company(9)], []);
    expect(alone[0]!.roleLabel).toBe('Parent Company');
  });

  test('never overlaps two boxes, for small and large forests and loops', () => {
    const small = layoutNetwork(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => company(id)),
      [owns(1, 2), owns(1, 3), owns(2, 4), owns(3, 4), owns(5, 6), owns(6, 5), owns(7, 8)],
    );
    expect(overlaps(small)).toEqual([]);
    const large = forest(150);
    const started = Date.now();
    const nodes = layoutNetwork(large.entities, large.links);
    expect(nodes).toHaveLength(large.entities.length);
    expect(overlaps(nodes)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('packs separate structures into rows instead of one tall column', () => {
    const { entities, links } = forest(40);
    const nodes = layoutNetwork(entities, links);
    const width = Math.max(...nodes.map((n) => n.x)) - Math.min(...nodes.map((n) => n.x));
    const height = Math.max(...nodes.map((n) => n.y)) - Math.min(...nodes.map((n) => n.y));
    expect(width / height).toBeGreaterThan(0.5);
    expect(width / height).toBeLessThan(4);
  });
});

test.describe('level of detail', () => {
  test('collapses the leaves of each owner into one cluster above the limit, and expands on request', () => {
    const graph = forest(30);
    expect(clusterLeaves(graph, new Set())).toBe(clusterLeaves(graph, new Set(), { limit: 10_000 }) && graph);
    const clustered = clusterLeaves(graph, new Set(), { limit: 100 });
    const clusters = clustered.entities.filter((e) => e.cluster);
    // Holding 1 has leaves 3 and 4 only (2 < 4): no cluster; there are none with 4+ leaves in this forest.
    expect(clusters).toHaveLength(0);
    const fan: NetworkGraph = {
      entities: [company(1), ...Array.from({ length: 40 }, (_, i) => company(100 + i))],
      links: Array.from({ length: 40 }, (_, i) => owns(1, 100 + i)),
    };
    const collapsed = clusterLeaves(fan, new Set(), { limit: 10 });
    expect(collapsed.entities.map((e) => e.name)).toEqual(['Company 1', '+40 subsidiaries']);
    expect(collapsed.entities[1]!.cluster).toMatchObject({ ownerId: 1, kind: 'subsidiaries' });
    expect(collapsed.links).toEqual([expect.objectContaining({ fromId: 1, toId: -1, type: 'cluster' })]);
    expect(clusterLeaves(fan, new Set([1]), { limit: 10 }).entities).toHaveLength(41);
    const laidOut = layoutNetwork(collapsed.entities, collapsed.links);
    expect(laidOut.find((n) => n.id === -1)!.level).toBe(1);
  });

  test('focuses the whole chain above and below an entity, loops included', () => {
    const links = [owns(1, 2), owns(2, 3), owns(3, 4), owns(5, 6), owns(3, 2)];
    expect([...ownershipChain(3, links)].sort()).toEqual([1, 2, 3, 4]);
  });
});
