import { computeBeneficialOwners, integratedOwnership } from './beneficial-owners';
import { naiveBeneficialOwnership } from './naive-ownership';
import { RegisterBuilder } from './testing/register-builder';

const figures = (graph: RegisterBuilder['graph'], target: number) => {
  const result = computeBeneficialOwners(graph, target);
  return {
    owners: result.owners.map((owner) => [owner.name, owner.totalOwnership, owner.reasons.join('+')]),
    unknownRemainder: result.unknownRemainder,
  };
};

describe('one holding recorded twice in different words (docs/decisions/0024)', () => {
  it('counts shareholder 60% and parent 60% of the same pair once, at 60%', () => {
    const register = new RegisterBuilder();
    const [holding, target] = [register.company('Holding'), register.company('Target')];
    const [owner, other] = [register.individual('Owner'), register.individual('Other')];
    register.holds(owner, 100, holding);
    register.holds(holding, 60, target);
    register.relate(holding, 'parent', target, 60);
    register.holds(other, 40, target);
    expect(figures(register.graph, target)).toEqual({
      owners: [
        ['Owner', 60, 'ownership+control'],
        ['Other', 40, 'ownership'],
      ],
      unknownRemainder: 0,
    });
    expect(integratedOwnership(register.graph, target).get(holding)).toBeCloseTo(0.6, 12);
  });

  it('counts the largest of the words used: shareholder 30%, reversed subsidiary 35% of the same pair is 35%', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target');
    const person = register.individual('Person');
    register.holds(person, 30, target);
    register.relate(target, 'subsidiary', person, 35);
    expect(figures(register.graph, target).owners).toEqual([['Person', 35, 'ownership']]);
    expect(naiveBeneficialOwnership(register.graph, target).ownership.get(person)).toBeCloseTo(0.35, 12);
  });

  it('gives no majority control through a 30% holding recorded twice', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target');
    const person = register.individual('Person');
    register.holds(person, 30, target);
    register.relate(person, 'parent', target, 30);
    const [owner] = computeBeneficialOwners(register.graph, target).owners;
    expect(owner).toMatchObject({ totalOwnership: 30, hasEffectiveControl: false });
  });

  it('keeps each stated share of an over-allocation recorded with a reason, and the control each states', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target');
    const [seller, buyer] = [register.individual('Seller'), register.individual('Buyer')];
    register.holds(seller, 60, target);
    register.holds(buyer, 60, target);
    const owners = computeBeneficialOwners(register.graph, target).owners;
    expect(owners.map((o) => [o.name, o.totalOwnership, o.hasEffectiveControl])).toEqual([
      ['Seller', 60, true],
      ['Buyer', 60, true],
    ]);
  });

  it('scales an over-allocated company on an ownership loop down to 100%, pro rata, so the loop can be solved', () => {
    const register = new RegisterBuilder();
    const [x, y] = [register.company('X'), register.company('Y')];
    const person = register.individual('Person');
    register.holds(x, 60, y);
    register.holds(y, 60, x);
    register.holds(person, 60, x);
    register.holds(person, 40, y);
    const [owner] = computeBeneficialOwners(register.graph, x).owners;
    // Unscaled, the loop would give the person 131.25% of X.
    expect([owner.name, owner.totalOwnership]).toEqual(['Person', 100]);
  });
});
