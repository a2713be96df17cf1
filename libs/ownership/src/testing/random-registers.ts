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
