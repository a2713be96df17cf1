import { computeBeneficialOwners } from './beneficial-owners';
import { lookThroughStats } from './owner-facts';
import { RegisterBuilder } from './testing/register-builder';

/** `size` trusts, each with its own founder and each a named beneficiary of all the others. */
function trustMesh(size: number): { register: RegisterBuilder; trusts: number[] } {
  const register = new RegisterBuilder();
  const trusts = Array.from({ length: size }, (_, k) => register.trust(`Trust ${k + 1}`));
  trusts.forEach((trust, k) => register.relate(register.individual(`Founder ${k + 1}`), 'founder', trust));
  for (const trust of trusts)
    for (const other of trusts) if (other !== trust) register.relate(other, 'beneficiary', trust);
  return { register, trusts };
}

const categories = (graph: RegisterBuilder['graph'], trust: number) =>
  computeBeneficialOwners(graph, trust).owners.map((owner) => [owner.name, owner.category]);

describe('trust look-through over loops of trusts', () => {
  const { register, trusts } = trustMesh(10);

  it('gives every trust of a 10-trust mesh all ten founders, evaluating each trust once', () => {
    const before = lookThroughStats.evaluations;
    for (const [k, trust] of trusts.entries()) {
      const owners = categories(register.graph, trust);
      expect(owners).toHaveLength(10);
      expect(owners).toContainEqual([`Founder ${k + 1}`, 'Trust Founder']);
      const others = owners.filter(([name]) => name !== `Founder ${k + 1}`);
      expect(others.every(([, category]) => category === 'Trust Beneficiary')).toBe(true);
    }
    // Once as a party looked through and once as the target asked about.
    expect(lookThroughStats.evaluations - before).toBeLessThanOrEqual(2 * trusts.length);
  });

  it('answers the same whichever trust of the loop is asked about first', () => {
    const copy = { ...register.graph, relationships: [...register.graph.relationships] };
    const reversed = [...trusts].reverse().map((trust) => categories(copy, trust));
    expect(reversed.reverse()).toEqual(trusts.map((trust) => categories(register.graph, trust)));
  });

  it('passes a trust loop through to a company the loop holds', () => {
    const { register: holding, trusts: loop } = trustMesh(4);
    const company = holding.company('Operating Co');
    holding.holds(loop[2], 30, company);
    const owners = computeBeneficialOwners(holding.graph, company).owners;
    expect(owners.map((owner) => owner.name).sort()).toEqual([
      'Founder 1',
      'Founder 2',
      'Founder 3',
      'Founder 4',
    ]);
    expect(owners.every((owner) => owner.reasons.join() === 'trust_holding')).toBe(true);
  });
});
