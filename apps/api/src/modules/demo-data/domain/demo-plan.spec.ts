import {
  createAssetSchema,
  createRelationshipSchema,
  PLANS,
  TRUST_NUMBER_PATTERN,
} from '@ledgerline/contracts';
import { createEntityRequestSchema } from '../../entities/commands/create-entity/create-entity.schema';
import { accountRegister } from '../../accounts/domain/account-register.state';
import { checkDemoAllowed } from './demo-data.decider';
import { countDemo, planDemo } from './demo-plan';

const plans = Object.values(PLANS);

describe('planDemo: the demo within each plan', () => {
  it.each(plans.map((plan) => [plan.tier, plan] as const))('fits every cap of the %s plan', (_tier, plan) => {
    const counts = countDemo(planDemo(plan));
    expect(counts.entities).toBeLessThanOrEqual(plan.entityLimit);
    expect(counts.relationships).toBeLessThanOrEqual(plan.entityLimit);
    expect(counts.assets).toBeLessThanOrEqual(plan.entityLimit);
    expect(counts.groups).toBeLessThanOrEqual(plan.groupLimit);
    expect(counts.filings).toBeLessThanOrEqual(plan.filingLimit);
    expect(counts.documents).toBeLessThanOrEqual(plan.documentLimit);
  });

  it('keeps the group shape on Free: holdings, the cross-holding and every trust role; directors go', () => {
    const demo = planDemo(PLANS.free);
    const links = demo.relationships.map((r) => `${r.source} ${r.type} ${r.target}`);
    expect(links).toEqual(
      expect.arrayContaining([
        'holdings shareholder logistics',
        'logistics shareholder holdings',
        'johan founder trust',
        'sipho trustee trust',
        'pieter beneficiary trust',
      ]),
    );
    expect(links.some((link) => link.includes('director'))).toBe(false);
    expect(planDemo(PLANS.standard).relationships.filter((r) => r.type === 'director')).toHaveLength(5);
  });

  it('cuts a smaller plan by importance and keeps only links and members whose ends exist', () => {
    const demo = planDemo({ ...PLANS.free, entityLimit: 4, groupLimit: 1 });
    const keys = new Set(demo.entities.map((e) => e.key));
    expect(keys.size).toBe(4);
    for (const link of demo.relationships) expect(keys.has(link.source) && keys.has(link.target)).toBe(true);
    expect(demo.groups).toHaveLength(1);
    for (const member of demo.groups[0].members) expect(keys.has(member)).toBe(true);
    expect(demo.assets.every((a) => keys.has(a.owner))).toBe(true);
  });

  it('passes the same schemas as the create routes, with CIPC and Master numbers', () => {
    const demo = planDemo(PLANS.enterprise);
    for (const { key: _key, ...entity } of demo.entities) createEntityRequestSchema.parse(entity);
    for (const { source: _s, target: _t, ...link } of demo.relationships)
      createRelationshipSchema.parse({ ...link, sourceEntityId: 1, targetEntityId: 2 });
    for (const { owner: _o, ...asset } of demo.assets)
      createAssetSchema.parse({ ...asset, ownerEntityId: 1 });
    const numbers = demo.entities.map((e) => ('registrationNumber' in e ? e.registrationNumber : null));
    expect(numbers.filter((n) => n && /^\d{4}\/\d{6}\/07$/.test(n))).toHaveLength(4);
    expect(numbers.filter((n) => n && TRUST_NUMBER_PATTERN.test(n))).toHaveLength(1);
  });

  it('holds no company above 100% (the cross-holding included)', () => {
    const held = new Map<string, number>();
    for (const link of planDemo(PLANS.enterprise).relationships)
      if (link.type === 'shareholder')
        held.set(link.target, (held.get(link.target) ?? 0) + Number(link.ownershipPercentage));
    for (const total of held.values()) expect(total).toBeLessThanOrEqual(100);
  });
});

describe('checkDemoAllowed', () => {
  const empty = accountRegister.initialState();

  it('allows an empty register', () => {
    expect(() => checkDemoAllowed(empty)).not.toThrow();
  });

  it('refuses a register with any record, with a conflict naming why', () => {
    const withEntity = accountRegister.evolve(empty, {
      type: 'EntityRegistered',
      data: {
        entityId: 1,
        accountId: 1,
        entityType: 'company',
        createdByUserId: 1,
        profile: { name: 'Acme' },
      },
    } as never);
    expect(() => checkDemoAllowed(withEntity)).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'DEMO.ACCOUNT_NOT_EMPTY' }),
    );
  });
});
