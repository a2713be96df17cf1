import { integratedOwnership } from './beneficial-owners';
import { generateSyntheticGraph } from './synthetic-graph';
import { isActiveOn, meaningOf } from './relationship-rules';

describe('generateSyntheticGraph', () => {
  const graph = generateSyntheticGraph({ entities: 3000, seed: 42, cycleRatio: 0.1 });

  it('is deterministic for a seed', () => {
    expect(generateSyntheticGraph({ entities: 3000, seed: 42, cycleRatio: 0.1 })).toEqual(graph);
    expect(generateSyntheticGraph({ entities: 3000, seed: 43, cycleRatio: 0.1 })).not.toEqual(graph);
  });

  it('has the register mix: about 60% companies, 30% individuals, 10% trusts, 1.5 shares per entity', () => {
    const share = (type: string) =>
      graph.entities.filter((e) => e.type === type).length / graph.entities.length;
    expect(share('company')).toBeCloseTo(0.6, 1);
    expect(share('individual')).toBeCloseTo(0.3, 1);
    expect(share('trust')).toBeCloseTo(0.1, 1);
    const shares = graph.relationships.filter((r) => isActiveOn(r, '2025-01-01') && meaningOf(r).ownership);
    expect(shares.length / graph.entities.length).toBeGreaterThan(1.3);
    expect(shares.length / graph.entities.length).toBeLessThan(1.7);
  });

  it('keeps every entity held at most 100% and contains loops', () => {
    const held = new Map<number, number>();
    for (const relationship of graph.relationships.filter((r) => isActiveOn(r, '2025-01-01'))) {
      const share = meaningOf(relationship).ownership;
      if (share) held.set(share.heldId, (held.get(share.heldId) ?? 0) + share.fraction);
    }
    expect(Math.max(...held.values())).toBeLessThanOrEqual(1 + 1e-9);
    const companies = new Set(graph.entities.filter((e) => e.type === 'company').map((e) => e.id));
    const inLoop = [...companies].filter((company) =>
      [...integratedOwnership(graph, company).keys()].some(
        (holder) => companies.has(holder) && integratedOwnership(graph, holder).has(company),
      ),
    );
    expect(inLoop.length).toBeGreaterThan(50);
  });
});
