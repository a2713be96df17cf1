import { expect, test } from '@playwright/test';
import {
  initialCenter,
  nodesInView,
  sameDrawnSet,
} from '../apps/web/src/features/dashboard/components/network/network-chart-option';
import {
  mergeGraphs,
  type NetworkEntity,
  type NetworkLink,
} from '../apps/web/src/features/dashboard/components/network/network-graph';
import { layoutNetwork } from '../apps/web/src/features/dashboard/components/network/network-layout';

/** Pure pieces of the dashboard network that keep it from redrawing (no browser needed). */

const company = (id: number): NetworkEntity => ({ id, name: `Company ${id}`, type: 'company' });
const owns = (relationshipId: number, fromId: number, toId: number): NetworkLink => ({
  relationshipId,
  fromId,
  toId,
  type: 'shareholder',
  percentage: 100,
  ownership: true,
});

test.describe('dashboard network', () => {
  test('a focused chain already loaded leaves the graph as it was, so it is not laid out again', () => {
    const graph = { entities: [company(1), company(2)], links: [owns(1, 1, 2)] };
    expect(mergeGraphs(graph, { entities: [company(2)], links: [owns(1, 1, 2)] })).toBe(graph);
    const merged = mergeGraphs(graph, { entities: [company(2), company(3)], links: [owns(2, 2, 3)] });
    expect(merged.entities.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(merged.links.map((l) => l.relationshipId)).toEqual([1, 2]);
  });

  test('a drawing larger than the view opens at its parent company, not at an empty corner', () => {
    // Company 1 owns 3, each of those 3 more, and so on: the owners sit in the middle of a tall drawing
    const entities = Array.from({ length: 121 }, (_, i) => company(i + 1));
    const links = Array.from({ length: 120 }, (_, i) => owns(i + 1, Math.floor(i / 3) + 1, i + 2));
    const nodes = layoutNetwork(entities, links);
    const viewport = { width: 900, height: 420 };
    const center = initialCenter(nodes, viewport, null);
    const root = nodes.find((n) => n.id === 1)!;
    expect(root.level).toBe(0);
    // Whole in the view, at its left edge, with room for what it owns to its right
    expect(root.x - root.width / 2).toBeGreaterThanOrEqual(center[0] - viewport.width / 2);
    expect(root.x).toBeLessThan(center[0] - viewport.width / 4);
    expect(Math.abs(root.y - center[1])).toBeLessThanOrEqual(viewport.height / 2 - root.height / 2);
  });

  test('a pan within the boxes already drawn needs no new drawing; a longer one does', () => {
    // 200 standalone pairs: a forest much larger than the view
    const entities = Array.from({ length: 400 }, (_, i) => company(i + 1));
    const links = Array.from({ length: 200 }, (_, i) => owns(i + 1, 2 * i + 1, 2 * i + 2));
    const nodes = layoutNetwork(entities, links);
    const viewport = { width: 900, height: 420 };
    const at = (x: number, y: number) => ({ center: [x, y] as [number, number], zoom: 1 });
    const drawn = nodesInView(nodes, links, at(1_000, 1_000), viewport);
    expect(drawn.nodes.length).toBeGreaterThan(0);
    expect(drawn.nodes.length).toBeLessThan(nodes.length / 4);
    expect(sameDrawnSet(nodesInView(nodes, links, at(1_000, 1_000), viewport), drawn)).toBe(true);
    expect(sameDrawnSet(nodesInView(nodes, links, at(1_001, 1_000), viewport), drawn)).toBe(true);
    expect(sameDrawnSet(nodesInView(nodes, links, at(3_000, 1_000), viewport), drawn)).toBe(false);
  });
});
