import { computeBeneficialOwners, integratedOwnership } from './beneficial-owners';
import { naiveBeneficialOwnership } from './naive-ownership';
import type { OwnershipGraph } from './ownership-graph';
import { meaningOf } from './relationship-rules';
import { denseIntegratedOwnership } from './testing/dense-ownership';
import {
  nearClosedRing,
  randomRegister,
  shuffled,
  trustLoopRegister,
  withDuplicatedHoldings,
} from './testing/random-registers';

const SEEDS = Array.from({ length: 40 }, (_, k) => k + 1);
const TOLERANCE = 1e-9;

const companiesOf = (graph: OwnershipGraph) =>
  graph.entities.filter((e) => e.type === 'company').map((e) => e.id);
const individualsOf = (graph: OwnershipGraph) =>
  new Set(graph.entities.filter((e) => e.type === 'individual').map((e) => e.id));

/** Entities that hold, through a chain of holdings, something that holds them back. */
function onOwnershipLoops(graph: OwnershipGraph): Set<number> {
  const holdingsOf = new Map<number, number[]>();
  for (const relationship of graph.relationships) {
    const ownership = meaningOf(relationship).ownership;
    if (ownership)
      holdingsOf.set(ownership.holderId, [...(holdingsOf.get(ownership.holderId) ?? []), ownership.heldId]);
  }
  const looped = new Set<number>();
  for (const start of holdingsOf.keys()) {
    const queue = [...(holdingsOf.get(start) ?? [])];
    for (let k = 0; k < queue.length && !looped.has(start); k++) {
      if (queue[k] === start) looped.add(start);
      else if (queue.indexOf(queue[k]) === k) queue.push(...(holdingsOf.get(queue[k]) ?? []));
    }
  }
  return looped;
}

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

describe('near-singular components', () => {
  const cases = SEEDS.slice(0, 6).flatMap((seed) =>
    [2, 5, 12, 60, 250].flatMap((size) => [0.01, 1e-4, 1e-6].map((outside) => ({ seed, size, outside }))),
  );

  it('trace every company to persons, give the outsider all of the ring and match a dense solve', () => {
    for (const { seed, size, outside } of cases) {
      const graph = nearClosedRing(seed, size, outside);
      // A solve loses about log10(1 / outside fraction) digits on so ill-conditioned a loop, whatever the method.
      const tolerance = Math.max(1e-12, 1e-13 / (outside / 100));
      for (const company of companiesOf(graph)) {
        const result = computeBeneficialOwners(graph, company);
        expect(result.singularLoop).toBe(false);
        expect(Math.abs(personsTotal(graph, company) - 1)).toBeLessThan(tolerance);
        if (company <= size)
          expect(Math.abs((integratedOwnership(graph, company).get(size + 1) as number) - 1)).toBeLessThan(
            tolerance,
          );
        if (company !== 1 && company !== size + 2) continue;
        const reference = denseIntegratedOwnership(graph, company);
        for (const [holder, fraction] of integratedOwnership(graph, company))
          expect(Math.abs(fraction - (reference.get(holder) ?? 0))).toBeLessThan(
            1e-7 * Math.max(1, fraction),
          );
      }
    }
  });

  it('report the exactly closed ring as singular', () => {
    const graph = nearClosedRing(3, 12, 0);
    expect(computeBeneficialOwners(graph, 1)).toMatchObject({ owners: [], singularLoop: true });
  });
});

describe('trust loops', () => {
  const registers = SEEDS.slice(0, 20).map((seed) => trustLoopRegister(seed, 6, 6));
  const targetsOf = (graph: OwnershipGraph) =>
    graph.entities.filter((e) => e.type !== 'individual').map((e) => e.id);
  const ownersOf = (graph: OwnershipGraph, target: number) =>
    new Set(
      computeBeneficialOwners(graph, target)
        .owners.filter((owner) => owner.isBeneficialOwner)
        .map((owner) => owner.individualId),
    );

  it('answer the same whichever entity is asked about first, and whatever the order of the links', () => {
    for (const [k, graph] of registers.entries()) {
      const forwards = targetsOf(graph).map((target) => computeBeneficialOwners(graph, target));
      const reordered = { entities: graph.entities, relationships: shuffled(graph.relationships, k) };
      const backwards = [...targetsOf(graph)].reverse().map((t) => computeBeneficialOwners(reordered, t));
      expect(backwards.reverse()).toEqual(forwards);
    }
  });

  it('are closed: a trust has the owners of its legal parties, an entity those of the trusts holding it', () => {
    for (const graph of registers) {
      for (const link of graph.relationships) {
        const [source, target] = [link.sourceEntityId, link.targetEntityId];
        const sourceType = graph.entities[source - 1].type;
        const looksThrough =
          link.type === 'shareholder'
            ? sourceType === 'trust' && (link.ownershipPercentage ?? 0) >= 5
            : sourceType !== 'individual';
        if (!looksThrough) continue;
        const behindTarget = ownersOf(graph, target);
        for (const person of ownersOf(graph, source)) expect(behindTarget.has(person)).toBe(true);
      }
    }
  });
});

describe('duplicated holdings', () => {
  it('change nothing when a link is recorded again in other words at the same or a lower %', () => {
    for (const seed of SEEDS) {
      const graph = randomRegister({ seed, companies: 8, individuals: 4, cycles: seed % 2 === 0 });
      const duplicated = withDuplicatedHoldings(graph, seed);
      expect(duplicated.relationships.length).toBeGreaterThan(graph.relationships.length);
      for (const company of companiesOf(graph))
        expect(computeBeneficialOwners(duplicated, company)).toEqual(computeBeneficialOwners(graph, company));
    }
  });

  it('keep the stated share of an over-allocated company off loops, and finite figures on loops', () => {
    for (const seed of SEEDS) {
      const graph = randomRegister({ seed, companies: 8, individuals: 4, cycles: true });
      const person = graph.entities.find((e) => e.type === 'individual')?.id as number;
      const inflated = {
        entities: graph.entities,
        relationships: [
          ...graph.relationships,
          ...companiesOf(graph).map((company, k) => ({
            id: graph.relationships.length + k + 1,
            sourceEntityId: person,
            targetEntityId: company,
            type: 'parent',
            ownershipPercentage: 60,
            isActive: true,
          })),
        ],
      };
      const looped = onOwnershipLoops(inflated);
      for (const company of companiesOf(graph)) {
        const figures = integratedOwnership(inflated, company);
        for (const fraction of figures.values())
          expect(Number.isFinite(fraction) && fraction >= 0).toBe(true);
        if (!looped.has(company)) expect(figures.get(person)).toBeGreaterThanOrEqual(0.6 - TOLERANCE);
      }
    }
  });
});
