import { computeBeneficialOwners, integratedOwnership } from './beneficial-owners';
import { componentSolverStats } from './component-solver';
import { RegisterBuilder } from './testing/register-builder';

/** Twelve companies each holding 100% of the next, 99.99% closing the ring, a person holding the other 0.01%. */
function nearClosedRing(register: RegisterBuilder): { ring: number[]; person: number } {
  const person = register.individual('Outsider');
  const ring = Array.from({ length: 12 }, (_, i) => register.company(`Ring ${i + 1}`));
  ring.forEach((company, i) => {
    if (i > 0) register.holds(ring[i - 1], 100, company);
  });
  register.holds(ring[11], 99.99, ring[0]);
  register.holds(person, 0.01, ring[0]);
  return { ring, person };
}

describe('a cyclic component is solved once per graph version', () => {
  const register = new RegisterBuilder();
  const { ring, person } = nearClosedRing(register);
  const below = Array.from({ length: 40 }, (_, k) => {
    const company = register.company(`Below ${k + 1}`);
    register.holds(ring[k % 12], 10, company);
    register.holds(register.individual(`Founder ${k + 1}`), 70, company);
    return company;
  });
  const trust = register.trust('Ring Trust');
  register.relate(ring[3], 'trustee', trust);
  register.holds(trust, 20, below[0]);

  it('factorises the ring once for the 40 companies below it, their look-through and the ring itself', () => {
    const before = componentSolverStats.factorisations;
    for (const company of [...below, ...ring]) {
      const owners = computeBeneficialOwners(register.graph, company, { asOf: '2026-01-01' }).owners;
      expect(owners.find((owner) => owner.individualId === person)?.isBeneficialOwner).toBe(true);
    }
    for (const company of below) {
      expect(integratedOwnership(register.graph, company, '2026-01-01').get(person)).toBeCloseTo(0.1, 9);
    }
    expect(componentSolverStats.factorisations - before).toBe(1);
  });

  it('factorises again for another graph version', () => {
    const before = componentSolverStats.factorisations;
    const changed = { ...register.graph, relationships: [...register.graph.relationships] };
    computeBeneficialOwners(changed, below[0], { asOf: '2026-01-01' });
    computeBeneficialOwners(changed, below[1], { asOf: '2026-01-01' });
    expect(componentSolverStats.factorisations - before).toBe(1);
  });
});
