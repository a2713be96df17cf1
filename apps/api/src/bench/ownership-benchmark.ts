import {
  computeBeneficialOwners,
  generateSyntheticGraph,
  naiveBeneficialOwnership,
} from '@ledgerline/ownership';

export interface OwnershipBenchmarkResult {
  entities: number;
  relationships: number;
  companies: number;
  engineSeconds: number;
  naiveCompaniesFinished: number;
  naiveSeconds: number;
  naiveCompleted: boolean;
}

/** Beneficial owners of every company in a synthetic graph with cycles, engine vs naive path enumeration. */
export function runOwnershipBenchmark(entities: number, naiveBudgetMs: number): OwnershipBenchmarkResult {
  const graph = generateSyntheticGraph({ entities, seed: 42, cycleRatio: 0.05 });
  const companies = graph.entities.filter((e) => e.type === 'company').map((e) => e.id);
  const asOf = '2026-01-01';
  const started = process.hrtime.bigint();
  for (const id of companies) computeBeneficialOwners(graph, id, { asOf });
  const engineSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const naiveStarted = Date.now();
  let finished = 0;
  for (const id of companies) {
    const left = naiveBudgetMs - (Date.now() - naiveStarted);
    if (left <= 0) break;
    if (naiveBeneficialOwnership(graph, id, { timeLimitMs: left, asOf }).finished) finished++;
  }
  return {
    entities,
    relationships: graph.relationships.length,
    companies: companies.length,
    engineSeconds: Number(engineSeconds.toFixed(2)),
    naiveCompaniesFinished: finished,
    naiveSeconds: Number(((Date.now() - naiveStarted) / 1000).toFixed(2)),
    naiveCompleted: finished === companies.length,
  };
}
