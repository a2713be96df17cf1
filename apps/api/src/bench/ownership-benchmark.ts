import {
  computeBeneficialOwners,
  generateSyntheticGraph,
  integratedOwnership,
  type OwnershipGraph,
  type SyntheticGraphOptions,
} from '@ledgerline/ownership';
import { referenceIntegratedOwnership } from './reference-ownership';
import { withNearClosedRing, withTrustMesh } from './ownership-scenarios';

const AS_OF = '2026-01-01';

/**
 * Links per entity: the generator's default (~1.4 shares per entity), then about 2.4 and 3.4, with fewer of the
 * extra holders legal so each company's upstream stays register-like (about 8, 16 and 26 entities).
 */
export const DENSITIES: Record<string, Partial<SyntheticGraphOptions>> = {
  default: {},
  dense: { holderSpread: 6.8, legalHolderShare: 0.25 },
  denser: { holderSpread: 10.2, legalHolderShare: 0.18 },
};

export interface AllCompaniesResult {
  setting: string;
  entities: number;
  shares: number;
  companies: number;
  /** Engine, integratedOwnership of every company one after another, index build included. */
  engineIntegratedSeconds: number;
  /** Engine, computeBeneficialOwners of every company (control, look-through, paths too), on a fresh graph. */
  engineOwnersSeconds: number;
  /** The same without path explanations (maxPaths 0), as the beneficial-owner results projector stores them. */
  engineOwnersWithoutPathsSeconds: number;
  referenceSeconds: number;
  /** Largest difference between the engine's and the reference's figures over every company and holder. */
  largestDifference: number;
}

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;
const timed = <T>(work: () => T): [T, number] => {
  const started = process.hrtime.bigint();
  return [work(), seconds(started)];
};
const fresh = (graph: OwnershipGraph): OwnershipGraph => ({
  ...graph,
  relationships: [...graph.relationships],
});
const companiesOf = (graph: OwnershipGraph) =>
  graph.entities.filter((e) => e.type === 'company').map((e) => e.id);

export function runAllCompanies(setting: string, entities: number): AllCompaniesResult {
  const graph = generateSyntheticGraph({ entities, seed: 42, cycleRatio: 0.05, ...DENSITIES[setting] });
  const companies = companiesOf(graph);
  // Each side is timed on its own copy with nothing of the other's alive, so neither pays for the other's garbage.
  const [, referenceSeconds] = timed(() => void referenceIntegratedOwnership(fresh(graph), AS_OF));
  const [, engineIntegratedSeconds] = timed(() => {
    const copy = fresh(graph);
    for (const id of companies) integratedOwnership(copy, id, AS_OF);
  });
  const ownersOfAll = (maxPaths?: number) => {
    const copy = fresh(graph);
    for (const id of companies) computeBeneficialOwners(copy, id, { asOf: AS_OF, maxPaths });
  };
  const [, engineOwnersSeconds] = timed(() => ownersOfAll());
  const [, engineOwnersWithoutPathsSeconds] = timed(() => ownersOfAll(0));
  const reference = referenceIntegratedOwnership(graph, AS_OF);
  const engine = companies.map((id) => integratedOwnership(graph, id, AS_OF));
  let largestDifference = 0;
  companies.forEach((id, k) => {
    const expected = reference.get(id) ?? new Map<number, number>();
    for (const [holder, value] of engine[k])
      largestDifference = Math.max(largestDifference, Math.abs(value - (expected.get(holder) ?? 0)));
    for (const [holder, value] of expected)
      if (holder !== id && !engine[k].has(holder)) largestDifference = Math.max(largestDifference, value);
  });
  return {
    setting,
    entities,
    shares: graph.relationships.length,
    companies: companies.length,
    engineIntegratedSeconds,
    engineOwnersSeconds,
    engineOwnersWithoutPathsSeconds,
    referenceSeconds,
    largestDifference,
  };
}

export interface PerCompanyResult {
  scenario: string;
  companies: number;
  /** computeBeneficialOwners per company, the register's index already built by an unrelated query. */
  engineMsPerCompany: number;
  /** The reference's whole-register time divided by its companies. */
  referenceMsPerCompany: number;
}

/** A scenario planted in the default register: the companies below it, each asked about once. */
export function runPlanted(scenario: 'ring' | 'mesh', entities: number): PerCompanyResult {
  const base = generateSyntheticGraph({ entities, seed: 42, cycleRatio: 0.05 });
  const { graph, targets } = scenario === 'ring' ? withNearClosedRing(base) : withTrustMesh(base);
  computeBeneficialOwners(graph, companiesOf(graph)[0], { asOf: AS_OF });
  const [, engineSeconds] = timed(() => {
    for (const id of targets) computeBeneficialOwners(graph, id, { asOf: AS_OF });
  });
  const [, referenceSeconds] = timed(() => referenceIntegratedOwnership(graph, AS_OF));
  return {
    scenario,
    companies: targets.length,
    engineMsPerCompany: (engineSeconds * 1000) / targets.length,
    referenceMsPerCompany: (referenceSeconds * 1000) / companiesOf(graph).length,
  };
}
