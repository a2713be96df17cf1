import { computeBeneficialOwners } from './beneficial-owners';
import { RegisterBuilder } from './testing/register-builder';

type Result = ReturnType<typeof computeBeneficialOwners>;
const ownerNamed = (result: Result, name: string) => result.owners.find((owner) => owner.name === name);
const described = (result: Result, name: string) =>
  ownerNamed(result, name)?.paths.map((path) => ({
    percentage: path.percentage,
    steps: path.steps.map((step) => (step.link ? `${step.entityName} (${step.link})` : step.entityName)),
  }));

/** Companies Act s56(1)-(2) as the engine reads them (docs/decisions/0078). */
describe('nominees and the deeming links of s56(2)', () => {
  describe('given a nominee company holding 30% for a person', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target Co');
    const nominee = register.company('Shield Nominees');
    const gina = register.individual('Gina Principal');
    const csp = register.individual('CSP Director');
    register.holds(nominee, 30, target);
    register.holds(csp, 100, nominee);
    register.relate(nominee, 'nominee_for', gina);

    it("gives the nominator the nominee's interest, explained as held through the nominee", () => {
      const result = computeBeneficialOwners(register.graph, target);
      expect(ownerNamed(result, 'Gina Principal')).toMatchObject({
        totalOwnership: 30,
        isBeneficialOwner: true,
        reasons: ['ownership'],
        category: 'Indirect Shareholder',
      });
      expect(described(result, 'Gina Principal')).toEqual([
        { percentage: 30, steps: ['Gina Principal', 'Shield Nominees (nominee_for)', 'Target Co'] },
      ]);
    });

    it("leaves the nominee's own shareholders out of what it holds for others", () => {
      const result = computeBeneficialOwners(register.graph, target);
      expect(ownerNamed(result, 'CSP Director')).toBeUndefined();
      expect(result.unknownRemainder).toBe(70);
    });
  });

  describe('given a nominee holding for two nominators, one with a stated part', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target Co');
    const nominee = register.individual('Nia Nominee');
    const [ann, ben] = ['Ann', 'Ben'].map((name) => register.individual(name));
    register.holds(nominee, 40, target);
    register.relate(nominee, 'nominee_for', ann, 75);
    register.relate(nominee, 'nominee_for', ben, 25);

    it('splits the holding by the stated parts and lists no interest for the holder of record', () => {
      const result = computeBeneficialOwners(register.graph, target);
      expect(ownerNamed(result, 'Ann')?.totalOwnership).toBe(30);
      expect(ownerNamed(result, 'Ben')?.totalOwnership).toBe(10);
      expect(ownerNamed(result, 'Nia Nominee')).toBeUndefined();
    });
  });

  describe('given spouses married in community of property, each holding 3%', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target Co');
    const holding = register.company('Holding Co');
    const [pat, sam] = ['Pat', 'Sam'].map((name) => register.individual(name));
    register.holds(pat, 3, target);
    register.holds(sam, 10, holding);
    register.holds(holding, 30, target);
    register.relate(pat, 'spouse_in_community_of_property', sam);

    it("regards each as having the other's interest: both reach 5% and are owners", () => {
      const result = computeBeneficialOwners(register.graph, target);
      expect(ownerNamed(result, 'Pat')).toMatchObject({
        totalOwnership: 6,
        deemedOwnership: 3,
        isBeneficialOwner: true,
        reasons: ['ownership'],
      });
      expect(ownerNamed(result, 'Sam')).toMatchObject({ totalOwnership: 6, deemedOwnership: 3 });
      expect(result.unknownRemainder).toBe(94);
    });

    it("explains the deemed interest by the spouse's own paths", () => {
      const result = computeBeneficialOwners(register.graph, target);
      expect(described(result, 'Pat')).toEqual([
        { percentage: 3, steps: ['Pat', 'Target Co'] },
        {
          percentage: 3,
          steps: ['Pat', 'Sam (spouse_in_community_of_property)', 'Holding Co', 'Target Co'],
        },
      ]);
    });
  });

  describe('given a minor child holding 4% and a parent holding 2%', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target Co');
    const [child, parent] = ['Child', 'Parent'].map((name) => register.individual(name));
    register.holds(child, 4, target);
    register.holds(parent, 2, target);
    register.relate(child, 'minor_child', parent);

    it("regards the parent as having the child's interest, not the child the parent's", () => {
      const result = computeBeneficialOwners(register.graph, target);
      expect(ownerNamed(result, 'Parent')).toMatchObject({ totalOwnership: 6, isBeneficialOwner: true });
      expect(ownerNamed(result, 'Child')).toMatchObject({ totalOwnership: 4, isBeneficialOwner: false });
      expect(described(result, 'Parent')?.[0]).toEqual({
        percentage: 4,
        steps: ['Parent', 'Child (minor_child)', 'Target Co'],
      });
    });
  });

  describe('given three concert parties of 2% each, linked in a chain', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target Co');
    const [a, b, c] = ['A', 'B', 'C'].map((name) => register.individual(name));
    for (const person of [a, b, c]) register.holds(person, 2, target);
    register.relate(a, 'concert_party', b);
    register.relate(b, 'concert_party', c);

    it('adds the interests of those a person has an agreement with, one link deep', () => {
      const result = computeBeneficialOwners(register.graph, target);
      expect(ownerNamed(result, 'B')).toMatchObject({ totalOwnership: 6, isBeneficialOwner: true });
      expect(ownerNamed(result, 'A')).toMatchObject({ totalOwnership: 4, isBeneficialOwner: false });
      expect(ownerNamed(result, 'C')).toMatchObject({ totalOwnership: 4, isBeneficialOwner: false });
    });
  });

  it('keeps an "other" link between a nominee company and a person without effect', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target Co');
    const nominee = register.company('Shield Nominees');
    const gina = register.individual('Gina Principal');
    register.holds(nominee, 30, target);
    register.relate(nominee, 'other', gina);
    expect(computeBeneficialOwners(register.graph, target).owners).toEqual([]);
  });
});
