import type { OwnershipGraph } from '../ownership-graph';
import { seededRandom, splitHundredths } from '../seeded-random';

export interface RandomRegisterOptions {
  seed: number;
  companies: number;
  individuals: number;
  /** false: holders of company k are individuals or companies before k, so the graph is a DAG. */
  cycles: boolean;
}

/** Small registers for property tests: every company's holders sum to at most 100%. */
export function randomRegister({
  seed,
  companies,
  individuals,
  cycles,
}: RandomRegisterOptions): OwnershipGraph {
  const random = seededRandom(seed);
  const graph: OwnershipGraph = { entities: [], relationships: [] };
  for (let c = 0; c < companies; c++)
    graph.entities.push({ id: c + 1, name: `Company ${c + 1}`, type: 'company' });
  for (let p = 0; p < individuals; p++) {
    graph.entities.push({ id: companies + p + 1, name: `Person ${p + 1}`, type: 'individual' });
  }
  for (let c = 0; c < companies; c++) {
    const candidates = graph.entities
      .filter((e) => e.id !== c + 1 && (e.type === 'individual' || cycles || e.id < c + 1))
      .map((e) => e.id);
    const holders = new Set<number>();
    for (let k = 1 + Math.floor(random() * 4); k > 0 && candidates.length > 0; k--) {
      holders.add(candidates[Math.floor(random() * candidates.length)]);
    }
    const total = random() < 0.6 ? 10000 : 2000 + Math.floor(random() * 8000);
    const shares = splitHundredths(random, total, holders.size);
    [...holders].forEach((holder, k) => {
      const reversed = holder <= companies && random() < 0.2;
      graph.relationships.push({
        id: graph.relationships.length + 1,
        sourceEntityId: reversed ? c + 1 : holder,
        targetEntityId: reversed ? holder : c + 1,
        type: reversed ? 'subsidiary' : 'shareholder',
        ownershipPercentage: shares[k] / 100,
        isActive: true,
      });
    });
  }
  return graph;
}

export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Near-singular components: a ring of `size` companies, each wholly held inside the ring (the next one and a
 * few random chords), except one company where a person holds `outside` percent; a second person holds a
 * company below the ring. Every company's holders sum to exactly 100%.
 */
export function nearClosedRing(seed: number, size: number, outside: number): OwnershipGraph {
  const random = seededRandom(seed);
  const graph: OwnershipGraph = { entities: [], relationships: [] };
  const add = (name: string, type: 'company' | 'individual') =>
    graph.entities.push({ id: graph.entities.length + 1, name, type });
  const hold = (holder: number, held: number, percentage: number, type = 'shareholder') =>
    graph.relationships.push({
      id: graph.relationships.length + 1,
      sourceEntityId: type === 'subsidiary' ? held : holder,
      targetEntityId: type === 'subsidiary' ? holder : held,
      type,
      ownershipPercentage: percentage,
      isActive: true,
    });
  for (let k = 1; k <= size; k++) add(`Ring ${k}`, 'company');
  add('Outsider', 'individual');
  add('Below', 'company');
  add('Partner', 'individual');
  for (let k = 1; k <= size; k++) {
    const insideShare = k === 1 ? 100 - outside : 100;
    const chord = size > 2 && random() < 0.4 ? 1 + Math.floor(random() * size) : 0;
    const previous = k === 1 ? size : k - 1;
    if (chord && chord !== k && chord !== previous) {
      const split = Math.round(insideShare * (0.2 + 0.6 * random()) * 100) / 100;
      hold(previous, k, split, random() < 0.5 ? 'parent' : 'shareholder');
      hold(
        chord,
        k,
        Math.round((insideShare - split) * 1e6) / 1e6,
        random() < 0.3 ? 'subsidiary' : 'shareholder',
      );
    } else hold(previous, k, insideShare);
  }
  hold(size + 1, 1, outside);
  hold(1 + Math.floor(random() * size), size + 2, 30);
  hold(size + 3, size + 2, 70);
  return graph;
}

/**
 * Trust loops: trusts with a founder, trustees (people or companies) and named beneficiaries that are people,
 * companies or other trusts, companies held by people, companies and trusts, so parties look through each other.
 */
export function trustLoopRegister(seed: number, trusts: number, companies: number): OwnershipGraph {
  const random = seededRandom(seed);
  const graph: OwnershipGraph = { entities: [], relationships: [] };
  const people = trusts + companies;
  const ids = { trust: [] as number[], company: [] as number[], individual: [] as number[] };
  for (const [type, count] of [
    ['trust', trusts],
    ['company', companies],
    ['individual', people],
  ] as const)
    for (let k = 0; k < count; k++) {
      const id = graph.entities.length + 1;
      graph.entities.push({ id, name: `${type} ${k + 1}`, type });
      ids[type].push(id);
    }
  const any = (list: number[]) => list[Math.floor(random() * list.length)];
  const relate = (source: number, type: string, target: number, percentage: number | null) =>
    graph.relationships.push({
      id: graph.relationships.length + 1,
      sourceEntityId: source,
      targetEntityId: target,
      type,
      ownershipPercentage: percentage,
      isActive: true,
    });
  for (const trust of ids.trust) {
    relate(any(ids.individual), 'founder', trust, null);
    relate(random() < 0.5 ? any(ids.company) : any(ids.individual), 'trustee', trust, null);
    const beneficiaries = new Set([
      any(ids.trust),
      any(ids.individual),
      random() < 0.5 ? any(ids.company) : any(ids.trust),
    ]);
    beneficiaries.delete(trust);
    for (const beneficiary of beneficiaries) relate(beneficiary, 'beneficiary', trust, null);
  }
  for (const company of ids.company) {
    const holders = new Set([
      any(ids.individual),
      any(ids.trust),
      random() < 0.5 ? any(ids.company) : any(ids.trust),
    ]);
    holders.delete(company);
    const shares = splitHundredths(random, random() < 0.7 ? 10000 : 6000, holders.size);
    [...holders].forEach((holder, k) => relate(holder, 'shareholder', company, shares[k] / 100));
  }
  return graph;
}

/** The register with some ownership links recorded a second time in other words, at the same or a lower %. */
export function withDuplicatedHoldings(graph: OwnershipGraph, seed: number): OwnershipGraph {
  const random = seededRandom(seed);
  const relationships = [...graph.relationships];
  for (const link of graph.relationships) {
    if (link.type !== 'shareholder' || random() < 0.5) continue;
    const percentage =
      random() < 0.5
        ? link.ownershipPercentage
        : Math.floor((link.ownershipPercentage ?? 0) * random() * 100) / 100;
    const reversed = random() < 0.4;
    relationships.push({
      ...link,
      id: relationships.length + 1,
      sourceEntityId: reversed ? link.targetEntityId : link.sourceEntityId,
      targetEntityId: reversed ? link.sourceEntityId : link.targetEntityId,
      type: reversed ? 'subsidiary' : 'parent',
      ownershipPercentage: percentage,
    });
  }
  return { entities: graph.entities, relationships };
}
