import type { GraphRelationship, OwnershipGraph } from '@ledgerline/ownership';

export interface PlantedScenario {
  graph: OwnershipGraph;
  /** The entities the scenario is measured on. */
  targets: number[];
}

function planter(graph: OwnershipGraph) {
  const entities = [...graph.entities];
  const relationships = [...graph.relationships];
  const add = (type: 'company' | 'individual' | 'trust', name: string) => {
    const id = entities.length + 1;
    entities.push({ id, name, type });
    return id;
  };
  const relate = (source: number, type: string, target: number, percentage: number | null) => {
    const link: GraphRelationship = {
      id: relationships.length + 1,
      sourceEntityId: source,
      targetEntityId: target,
      type,
      ownershipPercentage: percentage,
      isActive: true,
    };
    relationships.push(link);
  };
  return { add, relate, graph: { entities, relationships } };
}

/**
 * Twelve new companies each holding 100% of the next, 99.99% closing the ring and a person
 * holding the other 0.01% of the first; the ring holds 10% of 40 new companies (a person holds 90% of each).
 */
export function withNearClosedRing(base: OwnershipGraph): PlantedScenario {
  const { add, relate, graph } = planter(base);
  const ring = Array.from({ length: 12 }, (_, k) => add('company', `Ring ${k + 1}`));
  ring.forEach((company, k) => relate(ring[(k + 11) % 12], 'shareholder', company, k === 0 ? 99.99 : 100));
  relate(add('individual', 'Ring Outsider'), 'shareholder', ring[0], 0.01);
  const targets = Array.from({ length: 40 }, (_, k) => {
    const company = add('company', `Below Ring ${k + 1}`);
    relate(ring[k % 12], 'shareholder', company, 10);
    relate(add('individual', `Holder ${k + 1}`), 'shareholder', company, 90);
    return company;
  });
  return { graph, targets };
}

/**
 * Ten new trusts, each with its own founder and each a named beneficiary of the nine others;
 * each trust holds 10% of 4 new companies. Measured on the trusts and the 40 companies.
 */
export function withTrustMesh(base: OwnershipGraph): PlantedScenario {
  const { add, relate, graph } = planter(base);
  const trusts = Array.from({ length: 10 }, (_, k) => add('trust', `Mesh Trust ${k + 1}`));
  trusts.forEach((trust, k) => relate(add('individual', `Mesh Founder ${k + 1}`), 'founder', trust, null));
  for (const trust of trusts)
    for (const other of trusts) if (other !== trust) relate(other, 'beneficiary', trust, null);
  const companies = Array.from({ length: 40 }, (_, k) => {
    const company = add('company', `Mesh Company ${k + 1}`);
    relate(trusts[k % 10], 'shareholder', company, 10);
    relate(add('individual', `Mesh Holder ${k + 1}`), 'shareholder', company, 90);
    return company;
  });
  return { graph, targets: [...trusts, ...companies] };
}
