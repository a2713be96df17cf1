import { computeBeneficialOwners } from './beneficial-owners';
import { shareAllocation } from './share-allocation';
import { RegisterBuilder } from './testing/register-builder';

const declared = { ownershipCategory: 'declared_indirect' };

describe('an indirect interest declared without its chain', () => {
  it('counts at the declared share, as an indirect holding marked as declared', () => {
    const register = new RegisterBuilder();
    const [a, b] = ['Company A', 'Company B'].map((name) => register.company(name));
    const person = register.individual('Person 1');
    register.holds(b, 60, a);
    register.relate(person, 'other', b);
    register.holds(person, 30, a, declared);
    const [owner] = computeBeneficialOwners(register.graph, a).owners;
    expect(owner).toMatchObject({
      name: 'Person 1',
      totalOwnership: 30,
      isBeneficialOwner: true,
      category: 'Indirect Shareholder',
      interests: ['Indirect Shareholder'],
    });
    expect(owner.paths).toEqual([
      {
        percentage: 30,
        declaredIndirect: true,
        steps: [
          { entityId: person, entityName: 'Person 1' },
          { entityId: a, entityName: 'Company A' },
        ],
      },
    ]);
  });

  it.each([
    [30, 30],
    [40, 40],
    [20, 30],
  ])('is not counted twice beside a known chain worth 30%%: declared %f%% -> %f%%', (share, total) => {
    const register = new RegisterBuilder();
    const [a, b] = ['Company A', 'Company B'].map((name) => register.company(name));
    const person = register.individual('Person 1');
    register.holds(b, 60, a);
    register.holds(person, 50, b);
    register.holds(person, share, a, declared);
    expect(computeBeneficialOwners(register.graph, a).owners[0].totalOwnership).toBe(total);
  });

  it('adds to a direct holding and carries on to what the subject holds', () => {
    const register = new RegisterBuilder();
    const [a, c] = ['Company A', 'Company C'].map((name) => register.company(name));
    const person = register.individual('Person 1');
    register.holds(person, 30, a);
    register.holds(person, 20, a, declared);
    register.holds(a, 50, c);
    const [ofA] = computeBeneficialOwners(register.graph, a).owners;
    expect(ofA).toMatchObject({ totalOwnership: 50, category: 'Direct Shareholder' });
    expect(ofA.interests).toEqual(['Direct Shareholder', 'Indirect Shareholder']);
    expect(computeBeneficialOwners(register.graph, c).owners[0].totalOwnership).toBe(25);
  });

  it("takes no part of the subject's share allocation", () => {
    const register = new RegisterBuilder();
    const a = register.company('Company A');
    const person = register.individual('Person 1');
    register.holds(person, 50, a);
    register.holds(person, 50, a, declared);
    expect(shareAllocation(register.graph.relationships, a, '2026-01-01').allocated).toBe(50);
  });
});
