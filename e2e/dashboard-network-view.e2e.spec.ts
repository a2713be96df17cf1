import { expect, test } from '@playwright/test';
import {
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
