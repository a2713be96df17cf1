import { computeBeneficialOwners, integratedOwnership } from './beneficial-owners';
import { naiveBeneficialOwnership } from './naive-ownership';
import type { OwnershipGraph } from './ownership-graph';
import { randomRegister, shuffled } from './testing/random-registers';

const SEEDS = Array.from({ length: 40 }, (_, k) => k + 1);
const TOLERANCE = 1e-9;

const companiesOf = (graph: OwnershipGraph) =>
  graph.entities.filter((e) => e.type === 'company').map((e) => e.id);
const individualsOf = (graph: OwnershipGraph) =>
  new Set(graph.entities.filter((e) => e.type === 'individual').map((e) => e.id));

function personsTotal(graph: OwnershipGraph, company: number): number {
  const individuals = individualsOf(graph);
  let total = 0;
  for (const [holder, fraction] of integratedOwnership(graph, company))
    if (individuals.has(holder)) total += fraction;
  return total;
}

describe.each([
  ['random DAGs', false],
  ['random graphs with cycles', true],
])('integrated ownership on %s', (_, cycles) => {
  const registers = SEEDS.map((seed) => randomRegister({ seed, companies: 8, individuals: 4, cycles }));

  it('never gives natural persons more than 100% of a company', () => {
    for (const graph of registers) {
      for (const company of companiesOf(graph))
        expect(personsTotal(graph, company)).toBeLessThanOrEqual(1 + TOLERANCE);
    }
  });

  it('does not depend on the order of the relationships', () => {
    for (const [k, graph] of registers.entries()) {
      const reordered = {
        entities: shuffled(graph.entities, k),
        relationships: shuffled(graph.relationships, k + 100),
      };
      for (const company of companiesOf(graph)) {
        expect(computeBeneficialOwners(reordered, company)).toEqual(computeBeneficialOwners(graph, company));
        const before = integratedOwnership(graph, company);
        for (const [holder, fraction] of integratedOwnership(reordered, company)) {
          expect(Math.abs(fraction - (before.get(holder) as number))).toBeLessThan(TOLERANCE);
        }
      }
    }
  });

  it('reports as unknown exactly what it did not trace to natural persons', () => {
    for (const graph of registers) {
      for (const company of companiesOf(graph)) {
        const result = computeBeneficialOwners(graph, company);
        const traced = result.owners.reduce((sum, owner) => sum + owner.totalOwnership, 0);
        expect(Math.abs(traced + result.unknownRemainder - 100)).toBeLessThanOrEqual(
          0.005 * (result.owners.length + 1),
        );
      }
    }
  });
});

describe('integrated ownership against the naive path enumeration', () => {
  it('equals the sum over simple paths on random DAGs', () => {
    for (const seed of SEEDS) {
      const graph = randomRegister({ seed, companies: 12, individuals: 5, cycles: false });
      for (const company of companiesOf(graph)) {
        const naive = naiveBeneficialOwnership(graph, company);
        const engine = integratedOwnership(graph, company);
        expect(naive.finished).toBe(true);
        expect([...engine.keys()].sort()).toEqual([...naive.ownership.keys()].sort());
        for (const [holder, fraction] of naive.ownership) {
          expect(Math.abs((engine.get(holder) as number) - fraction)).toBeLessThan(TOLERANCE);
        }
      }
    }
  });

  it('differs on graphs with loops, where chains repeat (so the random registers do loop)', () => {
    const differs = SEEDS.some((seed) => {
      const graph = randomRegister({ seed, companies: 8, individuals: 4, cycles: true });
      return companiesOf(graph).some((company) => {
        const engine = integratedOwnership(graph, company);
        const naive = naiveBeneficialOwnership(graph, company).ownership;
        return [...naive].some(
          ([holder, fraction]) => Math.abs((engine.get(holder) as number) - fraction) > 1e-6,
        );
      });
    });
    expect(differs).toBe(true);
  });

  it('reports when its cap stopped it', () => {
    const graph = randomRegister({ seed: 7, companies: 12, individuals: 5, cycles: true });
    const capped = companiesOf(graph).map((company) =>
      naiveBeneficialOwnership(graph, company, { maxPaths: 3 }),
    );
    expect(capped.some((result) => !result.finished && result.pathsVisited === 3)).toBe(true);
  });
});
