import { computeBeneficialOwners, integratedOwnership, shownShare } from './beneficial-owners';
import { RegisterBuilder } from './testing/register-builder';

const ownerNamed = (result: ReturnType<typeof computeBeneficialOwners>, name: string) =>
  result.owners.find((owner) => owner.name === name);

describe('computeBeneficialOwners', () => {
  describe('given the cross-holding of DOMAIN.md section 3', () => {
    const register = new RegisterBuilder();
    const [x, y, z] = ['X', 'Y', 'Z'].map((name) => register.company(name));
    const [p, q] = ['P', 'Q'].map((name) => register.individual(name));
    register.holds(x, 60, y);
    register.holds(y, 30, x);
    register.holds(y, 50, z);
    register.holds(p, 70, x);
    register.holds(q, 40, y);
    register.holds(q, 50, z);

    it.each([
      [x, 85.37, 14.63],
      [y, 51.22, 48.78],
      [z, 25.61, 74.39],
    ])('integrates the loop for company %i: P %f%%, Q %f%%', (company, ofP, ofQ) => {
      const result = computeBeneficialOwners(register.graph, company);
      expect(ownerNamed(result, 'P')?.totalOwnership).toBe(ofP);
      expect(ownerNamed(result, 'Q')?.totalOwnership).toBe(ofQ);
      expect(result.unknownRemainder).toBe(0);
      expect(result.singularLoop).toBe(false);
    });

    it('explains with simple paths, largest first, person to target', () => {
      const owner = ownerNamed(computeBeneficialOwners(register.graph, z), 'Q');
      expect(owner?.paths.map((path) => path.percentage)).toEqual([50, 20]);
      expect(owner?.paths[1].steps.map((step) => step.entityName)).toEqual(['Q', 'Y', 'Z']);
      expect(owner?.category).toBe('Direct Shareholder');
      expect(ownerNamed(computeBeneficialOwners(register.graph, z), 'P')?.category).toBe(
        'Indirect Shareholder',
      );
    });

    it('exposes the integrated fractions of legal holders too', () => {
      const ofZ = integratedOwnership(register.graph, z);
      expect(ofZ.get(y)).toBeCloseTo(0.5 / 0.82, 12);
      expect(ofZ.get(p)).toBeCloseTo((0.7 * 0.6 * 0.5) / 0.82, 12);
    });
  });

  describe('given a 51% chain five levels deep', () => {
    const register = new RegisterBuilder();
    const person = register.individual('Majority Holder');
    const chain = ['A', 'B', 'C', 'D', 'E'].map((name) => register.company(name));
    register.holds(person, 51, chain[0]);
    chain.slice(1).forEach((company, k) => register.holds(chain[k], 51, company));

    it('is below the threshold by ownership but a beneficial owner by control', () => {
      const [owner] = computeBeneficialOwners(register.graph, chain[4]).owners;
      expect(owner.totalOwnership).toBe(3.45);
      expect(owner.hasEffectiveControl).toBe(true);
      expect(owner.isBeneficialOwner).toBe(true);
      expect(owner.reasons).toEqual(['control']);
      expect(owner.category).toBe('Controller');
    });
  });

  describe('given a closed 100% loop with no outside holder', () => {
    const register = new RegisterBuilder();
    const [a, b] = [register.company('A'), register.company('B')];
    register.holds(a, 100, b);
    register.holds(b, 100, a);

    it('reports the singular loop promptly and lists nobody', () => {
      const started = Date.now();
      const result = computeBeneficialOwners(register.graph, a);
      expect(result).toEqual({ owners: [], unknownRemainder: 100, singularLoop: true });
      expect(Date.now() - started).toBeLessThan(1000);
    });
  });

  describe('given the threshold and the validity of relationships', () => {
    const register = new RegisterBuilder();
    const company = register.company('Target');
    const [exact, below, ended, inactive] = ['Exact', 'Below', 'Ended', 'Inactive'].map((n) =>
      register.individual(n),
    );
    register.holds(exact, 5, company);
    register.holds(below, 4.99, company);
    register.holds(ended, 30, company, { endDate: '2024-03-31' });
    register.holds(inactive, 30, company, { isActive: false });

    it('qualifies exactly 5% and ignores inactive or ended relationships', () => {
      const result = computeBeneficialOwners(register.graph, company, { asOf: '2025-01-01' });
      expect(result.owners.map((o) => [o.name, o.isBeneficialOwner])).toEqual([
        ['Exact', true],
        ['Below', false],
      ]);
      expect(result.unknownRemainder).toBe(90.01);
    });

    it('does not count a relationship before its recorded start', () => {
      const later = new RegisterBuilder();
      const target = later.company('Target');
      later.holds(later.individual('Incoming'), 50, target, { startDate: '2025-06-01' });
      expect(computeBeneficialOwners(later.graph, target, { asOf: '2025-05-31' }).owners).toEqual([]);
      expect(
        computeBeneficialOwners(later.graph, target, { asOf: new Date('2025-06-01T10:00:00Z') }).owners,
      ).toHaveLength(1);
    });

    it('counts a relationship on the days before it ended', () => {
      const result = computeBeneficialOwners(register.graph, company, { asOf: '2024-03-31' });
      expect(ownerNamed(result, 'Ended')?.totalOwnership).toBe(30);
    });
  });

  describe('given a subsidiary relationship', () => {
    const register = new RegisterBuilder();
    const [a, b] = [register.company('A'), register.company('B')];
    const owner = register.individual('Owner');
    register.relate(a, 'subsidiary', b, 40);
    register.holds(owner, 100, b);

    it('reads A -subsidiary 40%-> B as B holding 40% of A', () => {
      expect(ownerNamed(computeBeneficialOwners(register.graph, a), 'Owner')?.totalOwnership).toBe(40);
      expect(computeBeneficialOwners(register.graph, b).owners).toHaveLength(1);
    });
  });
});

describe('a share just below the threshold', () => {
  const register = new RegisterBuilder();
  const [holding, target] = ['Holding', 'Target'].map((name) => register.company(name));
  const person = register.individual('Naledi');
  register.holds(person, 99.92, holding);
  register.holds(holding, 5, target);

  it('is decided on the exact figure and never shown as reaching it', () => {
    const owner = ownerNamed(computeBeneficialOwners(register.graph, target), 'Naledi');
    expect(owner?.isBeneficialOwner).toBe(false);
    expect(owner?.totalOwnership).toBe(4.996);
    expect(owner?.paths[0].percentage).toBe(4.996);
  });

  it('reports the unknown remainder at the stored four decimals: 4.999% held leaves 95.001%', () => {
    const below = new RegisterBuilder();
    const company = below.company('Below Co');
    below.holds(below.individual('Holder'), 4.999, company);
    expect(computeBeneficialOwners(below.graph, company).unknownRemainder).toBe(95.001);
  });

  it('keeps two decimals away from the threshold and for shares that reach it', () => {
    expect(shownShare(4.994, 5, false)).toBe(4.99);
    expect(shownShare(4.99999, 5, false)).toBe(4.9999);
    expect(shownShare(4.9999, 5, false)).toBe(4.9999);
    expect(shownShare(4.999, 5, false)).toBe(4.999);
    expect(shownShare(4.995, 5, false)).toBe(4.995);
    expect(shownShare(4.99999999, 5, false)).toBe(4.9999);
    expect(shownShare(5.004, 5, true)).toBe(5);
    expect(shownShare(33.33333, 5, true)).toBe(33.33);
  });
});

describe('a near-closed loop', () => {
  // Twelve companies each holding 100% of the next; 99.99% closes the ring, a person holds the other 0.01%.
  const register = new RegisterBuilder();
  const ring = Array.from({ length: 12 }, (_, i) => register.company(`Ring ${i + 1}`));
  const person = register.individual('Outsider');
  ring.forEach((company, i) => {
    if (i > 0) register.holds(ring[i - 1], 100, company);
  });
  register.holds(ring[11], 99.99, ring[0]);
  register.holds(person, 0.01, ring[0]);

  it('is a regular system: the outside holder integrates to 100% and is a beneficial owner', () => {
    for (const company of [ring[0], ring[5], ring[11]]) {
      const result = computeBeneficialOwners(register.graph, company);
      expect(result.singularLoop).toBe(false);
      const owner = ownerNamed(result, 'Outsider');
      expect(owner?.totalOwnership).toBe(100);
      expect(owner?.isBeneficialOwner).toBe(true);
    }
  });

  it('still reports the exactly closed ring as singular', () => {
    const closed = new RegisterBuilder();
    const members = Array.from({ length: 12 }, (_, i) => closed.company(`Closed ${i + 1}`));
    members.forEach((company, i) => closed.holds(members[(i + 11) % 12], 100, company));
    expect(computeBeneficialOwners(closed.graph, members[0]).singularLoop).toBe(true);
  });
});

describe('a long chain', () => {
  // Company i holds half of company i-1 and a person holds the other half: person i holds 0.5^(i+1) of the first.
  const register = new RegisterBuilder();
  const chain = Array.from({ length: 100 }, (_, i) => register.company(`Link ${i}`));
  chain.forEach((company, i) => {
    if (i > 0) register.holds(company, 50, chain[i - 1]);
    register.holds(register.individual(`Holder ${i}`), 50, company);
  });

  it('lists no one whose share shows as 0.00% with no other tie, but counts their shares as traced', () => {
    const result = computeBeneficialOwners(register.graph, chain[0]);
    // 0.5^14 = 0.0061% still shows; 0.5^15 = 0.0031% shows as 0.00%.
    expect(result.owners.map((owner) => owner.name)).toEqual(
      Array.from({ length: 14 }, (_, i) => `Holder ${i}`),
    );
    expect(result.owners.at(-1)?.totalOwnership).toBe(0.01);
    expect(result.unknownRemainder).toBe(0);
    expect(JSON.stringify(result).length).toBeLessThan(20_000);
  });

  it('lists them all when asked for a threshold of 0: every share then qualifies', () => {
    const withThreshold = computeBeneficialOwners(register.graph, chain[0], { threshold: 0 });
    expect(withThreshold.owners).toHaveLength(100);
  });
});
