import { computeBeneficialOwners } from './beneficial-owners';
import { RegisterBuilder } from './testing/register-builder';

const summary = (graph: RegisterBuilder['graph'], target: number, threshold?: number) =>
  computeBeneficialOwners(graph, target, { threshold }).owners.map((o) => ({
    name: o.name,
    bo: o.isBeneficialOwner,
    reasons: o.reasons,
    category: o.category,
  }));

describe('trust look-through', () => {
  const register = new RegisterBuilder();
  const company = register.company('Operating Co');
  const trust = register.trust('Family Trust');
  const trusteeCompany = register.company('Trustee Services');
  const [founder, director, beneficiary, other] = ['Founder', 'Director', 'Beneficiary', 'Other'].map((n) =>
    register.individual(n),
  );
  register.holds(trust, 60, company);
  register.holds(other, 40, company);
  register.relate(founder, 'founder', trust);
  register.relate(trusteeCompany, 'trustee', trust);
  register.holds(director, 100, trusteeCompany);
  register.relate(beneficiary, 'beneficiary', trust, null, { trustBenefitType: 'discretionary' });

  it('makes the founder, the person behind the corporate trustee and the beneficiary BOs of the company', () => {
    expect(summary(register.graph, company)).toEqual([
      { name: 'Other', bo: true, reasons: ['ownership'], category: 'Direct Shareholder' },
      { name: 'Founder', bo: true, reasons: ['trust_holding'], category: 'Trust Founder' },
      { name: 'Director', bo: true, reasons: ['trust_holding'], category: 'Trust Trustee' },
      { name: 'Beneficiary', bo: true, reasons: ['trust_holding'], category: 'Trust Beneficiary' },
    ]);
    expect(computeBeneficialOwners(register.graph, company).unknownRemainder).toBe(60);
  });

  it('lists the trust parties, looked through, as BOs of the trust whatever the percentage', () => {
    expect(summary(register.graph, trust)).toEqual([
      { name: 'Founder', bo: true, reasons: ['trust_role'], category: 'Trust Founder' },
      { name: 'Director', bo: true, reasons: ['trust_role'], category: 'Trust Trustee' },
      { name: 'Beneficiary', bo: true, reasons: ['trust_role'], category: 'Trust Beneficiary' },
    ]);
  });

  it('still passes the trust parties through when the trust controls the company under a higher threshold', () => {
    const result = summary(register.graph, company, 61);
    expect(result.filter((o) => o.reasons.includes('trust_holding')).map((o) => o.name)).toEqual([
      'Founder',
      'Director',
      'Beneficiary',
    ]);
    expect(result.find((o) => o.name === 'Other')?.bo).toBe(false);
  });

  it('does not pass the trust parties through a small holding that gives no control', () => {
    const small = new RegisterBuilder();
    const [target, holdingTrust] = [small.company('Target'), small.trust('Small Trust')];
    small.relate(small.individual('Settlor'), 'founder', holdingTrust);
    small.holds(holdingTrust, 4.99, target);
    expect(summary(small.graph, target)).toEqual([]);
  });
});

describe('every interest of a person', () => {
  it('lists a direct share, the founding of a holding trust and a trust role, the category first', () => {
    const register = new RegisterBuilder();
    const company = register.company('Operating Co');
    const trust = register.trust('Holding Trust');
    const [sipho, naledi] = [register.individual('Sipho'), register.individual('Naledi')];
    register.holds(sipho, 30, company);
    register.holds(trust, 70, company);
    register.relate(sipho, 'founder', trust);
    register.relate(naledi, 'trustee', trust);
    register.relate(naledi, 'beneficiary', trust);
    const owners = computeBeneficialOwners(register.graph, company).owners;
    const of = (name: string) => owners.find((owner) => owner.name === name)!;
    expect(of('Sipho')).toMatchObject({
      category: 'Direct Shareholder',
      interests: ['Direct Shareholder', 'Trust Founder'],
    });
    expect(
      computeBeneficialOwners(register.graph, trust).owners.find((o) => o.name === 'Naledi'),
    ).toMatchObject({
      category: 'Trust Trustee',
      interests: ['Trust Trustee', 'Trust Beneficiary'],
    });
  });

  it('lists each role a person holds in a trust that holds the company, the category unchanged', () => {
    const register = new RegisterBuilder();
    const company = register.company('Operating Co');
    const trust = register.trust('Holding Trust');
    const naledi = register.individual('Naledi');
    register.holds(trust, 70, company);
    register.relate(naledi, 'trustee', trust);
    register.relate(naledi, 'beneficiary', trust);
    const naledisRow = computeBeneficialOwners(register.graph, company).owners.find(
      (o) => o.name === 'Naledi',
    );
    expect(naledisRow).toMatchObject({
      category: 'Trust Trustee',
      interests: ['Trust Trustee', 'Trust Beneficiary'],
    });
  });
});

describe('control', () => {
  it('counts controller relationships and the explicit control fields, never words in notes', () => {
    const register = new RegisterBuilder();
    const company = register.company('Target');
    const [manager, protector, partner, advisor] = ['Manager', 'Protector', 'Partner', 'Advisor'].map((n) =>
      register.individual(n),
    );
    register.relate(manager, 'controller', company);
    register.relate(protector, 'founder', company, null, { effectiveControl: true });
    register.relate(partner, 'other', company, null, { notes: 'Controls the board under a voting pact' });
    register.relate(advisor, 'other', company, null, { notes: 'No control; tax advice only' });
    expect(summary(register.graph, company)).toEqual([
      { name: 'Manager', bo: true, reasons: ['control'], category: 'Controller' },
      { name: 'Protector', bo: true, reasons: ['control'], category: 'Controller' },
    ]);
  });

  it('gives control through a nature of interest of control or dual, not financial', () => {
    const register = new RegisterBuilder();
    const trust = register.trust('Family Trust');
    const [voter, dual, holder] = ['Voter', 'Dual', 'Holder'].map((n) => register.individual(n));
    register.relate(voter, 'beneficiary', trust, null, { natureOfInterest: 'control' });
    register.relate(dual, 'beneficiary', trust, null, { natureOfInterest: 'dual' });
    register.relate(holder, 'beneficiary', trust, null, { natureOfInterest: 'financial' });
    const control = computeBeneficialOwners(register.graph, trust).owners.map((o) => [
      o.name,
      o.hasEffectiveControl,
    ]);
    expect(control).toEqual([
      ['Voter', true],
      ['Dual', true],
      ['Holder', false],
    ]);
  });

  it('adds the votes of controlled companies: two 30% stakes under one 51% holder control the target', () => {
    const register = new RegisterBuilder();
    const [left, right, target] = ['Left', 'Right', 'Target'].map((n) => register.company(n));
    const owner = register.individual('Owner');
    register.holds(owner, 51, left);
    register.holds(owner, 51, right);
    register.holds(left, 30, target);
    register.holds(right, 30, target);
    const [result] = computeBeneficialOwners(register.graph, target, { threshold: 40 }).owners;
    expect(result.totalOwnership).toBe(30.6);
    expect(result.reasons).toEqual(['control']);
  });

  it('passes control of a trust on to what the trust controls', () => {
    const register = new RegisterBuilder();
    const trust = register.trust('Holding Trust');
    const company = register.company('Target');
    const protector = register.individual('Protector');
    register.holds(trust, 3, company);
    register.relate(trust, 'controller', company);
    register.relate(protector, 'controller', trust);
    const [result] = computeBeneficialOwners(register.graph, company).owners;
    expect(result).toMatchObject({ name: 'Protector', hasEffectiveControl: true, isBeneficialOwner: true });
    expect(result.reasons).toEqual(['control', 'trust_holding']);
  });
});

describe('scale and explanation limits', () => {
  it('walks a 50,000-level chain without overflowing the stack', () => {
    const register = new RegisterBuilder();
    const person = register.individual('Top');
    let below = register.company('Level 0');
    register.holds(person, 100, below);
    for (let level = 1; level < 50_000; level++) {
      const next = register.company(`Level ${level}`);
      register.holds(below, 100, next);
      below = next;
    }
    const [owner] = computeBeneficialOwners(register.graph, below, { maxPaths: 1 }).owners;
    expect(owner).toMatchObject({ name: 'Top', totalOwnership: 100, hasEffectiveControl: true });
    // Paths are explanations within a work budget; the total never depends on them.
    expect(owner.paths.length).toBeLessThanOrEqual(1);
  });

  it('caps the paths at maxPaths, largest first', () => {
    const register = new RegisterBuilder();
    const target = register.company('Target');
    const person = register.individual('Person');
    for (let k = 1; k <= 30; k++) {
      const middle = register.company(`Middle ${k}`);
      register.holds(person, 100, middle);
      register.holds(middle, k / 10, target);
    }
    const [owner] = computeBeneficialOwners(register.graph, target, { maxPaths: 5 }).owners;
    expect(owner.paths.map((path) => path.percentage)).toEqual([3, 2.9, 2.8, 2.7, 2.6]);
    expect(owner.totalOwnership).toBe(46.5);
  });
});
