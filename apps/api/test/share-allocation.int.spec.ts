import { registeredAgent, type TestApp, useTestApp } from './test-app';

describe('share allocation over HTTP (docs/decisions/0021)', () => {
  const testApp = useTestApp();
  let agent: ReturnType<TestApp['agent']>;
  // A fresh account per test: the free plan holds 10 entities.
  beforeEach(async () => {
    agent = (await registeredAgent(testApp())).agent;
  });

  const entity = async (type: string, name: string) =>
    (await agent.post('/api/entities').send({ type, name }).expect(201)).body.id as number;
  const holds = (sourceEntityId: number, targetEntityId: number, ownershipPercentage: number, extra = {}) =>
    agent
      .post('/api/relationships')
      .send({ sourceEntityId, targetEntityId, type: 'shareholder', ownershipPercentage, ...extra });

  it('refuses shareholdings past 100% unless a reason records the over-allocation', async () => {
    const company = await entity('company', 'Allocation Co');
    const [a, b, c, d] = await Promise.all(
      ['A', 'B', 'C', 'D'].map((n) => entity('individual', `Holder ${n}`)),
    );
    await holds(a, company, 40).expect(201);
    await holds(b, company, 30).expect(201);
    await holds(c, company, 30).expect(201);
    expect((await agent.get(`/api/entities/${company}/share-allocation`).expect(200)).body).toMatchObject({
      entityName: 'Allocation Co',
      allocated: 100,
      unallocated: 0,
      overAllocatedBy: 0,
    });

    const refused = await holds(d, company, 60);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      {
        field: 'ownershipPercentage',
        message: expect.stringMatching(/^Shareholdings in Allocation Co would total 160%; .*give a reason/),
      },
    ]);
    const reason = 'Share register under dispute; both transfers recorded';
    const accepted = await holds(d, company, 60, { overAllocationReason: reason }).expect(201);
    expect(accepted.body.overAllocationReason).toBe(reason);

    const allocation = (await agent.get(`/api/entities/${company}/share-allocation`).expect(200)).body;
    expect(allocation).toMatchObject({ allocated: 160, unallocated: 0, overAllocatedBy: 60 });
    expect(allocation.holdings).toContainEqual(
      expect.objectContaining({ holderName: 'Holder D', percentage: 60, overAllocationReason: reason }),
    );
    const owners = (await agent.get(`/api/compliance/beneficial-owners/${company}`).expect(200)).body;
    expect(owners).toHaveLength(4);
  });

  it('an over-allocation with a reason keeps each stated figure and the control it gives', async () => {
    const company = await entity('company', 'Disputed Co');
    const [a, b] = await Promise.all([entity('individual', 'Seller'), entity('individual', 'Buyer')]);
    await holds(a, company, 60).expect(201);
    await holds(b, company, 60, { overAllocationReason: 'Transfer disputed; both entries kept' }).expect(201);
    const owners = (await agent.get(`/api/compliance/beneficial-owners/${company}`).expect(200)).body as {
      name: string;
      totalOwnership: number;
      hasEffectiveControl: boolean;
      isBeneficialOwner: boolean;
    }[];
    for (const name of ['Seller', 'Buyer'])
      expect(owners.find((o) => o.name === name)).toMatchObject({
        totalOwnership: 60,
        hasEffectiveControl: true,
        isBeneficialOwner: true,
      });
  });

  it("checks a trust's beneficiaries' vested shares like shareholdings", async () => {
    const trust = (
      await agent
        .post('/api/entities')
        .send({ type: 'trust', name: 'Vested Trust', trustType: 'vesting' })
        .expect(201)
    ).body.id as number;
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((n) => entity('individual', `Heir ${n}`)));
    const vested = (source: number, ownershipPercentage: number, extra = {}) =>
      agent.post('/api/relationships').send({
        sourceEntityId: source,
        targetEntityId: trust,
        type: 'beneficiary',
        trustBenefitType: 'vested',
        ownershipPercentage,
        ...extra,
      });
    await vested(a, 70).expect(201);
    const refused = await vested(b, 70);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      {
        field: 'ownershipPercentage',
        message: expect.stringMatching(/^Vested shares in Vested Trust would total 140%; .*give a reason/),
      },
    ]);
    await vested(b, 30).expect(201);
    const reason = 'Deed of variation pending registration';
    const accepted = await vested(c, 70, { overAllocationReason: reason }).expect(201);
    expect(accepted.body.overAllocationReason).toBe(reason);
  });

  it('refuses raising a holding past 100% on update, and frees ended holdings', async () => {
    const company = await entity('company', 'Update Co');
    const [a, b] = await Promise.all([entity('individual', 'Update A'), entity('individual', 'Update B')]);
    const first = (await holds(a, company, 60).expect(201)).body.id as number;
    await holds(b, company, 40).expect(201);
    const raised = await agent.patch(`/api/relationships/${first}`).send({ ownershipPercentage: 70 });
    expect(raised.status).toBe(409);
    expect(raised.body.errors[0]).toMatchObject({ field: 'ownershipPercentage' });
    await agent
      .patch(`/api/relationships/${first}`)
      .send({ endDate: '2020-01-01', startDate: '2019-01-01' })
      .expect(200);
    const allocation = (await agent.get(`/api/entities/${company}/share-allocation`).expect(200)).body;
    expect(allocation).toMatchObject({ allocated: 40, unallocated: 60 });
  });

  it('holds a back-dated period to 100% too, and answers the allocation of a past day', async () => {
    const company = await entity('company', 'History Co');
    const [a, b] = await Promise.all([entity('individual', 'Past A'), entity('individual', 'Past B')]);
    await holds(a, company, 100, { startDate: '2020-01-01', endDate: '2025-12-31' }).expect(201);
    const overlapping = await holds(b, company, 100, { startDate: '2024-01-01', endDate: '2024-12-31' });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.errors[0].message).toMatch(/would total 200% from 2024-01-01/);
    await holds(b, company, 100, { startDate: '2026-01-01', endDate: '2026-03-31' }).expect(201);

    const past = await agent.get(`/api/entities/${company}/share-allocation?asOf=2024-06-30`).expect(200);
    expect(past.body).toMatchObject({
      allocated: 100,
      holdings: [expect.objectContaining({ holderName: 'Past A' })],
    });
    const later = await agent.get(`/api/entities/${company}/share-allocation?asOf=2026-02-01`).expect(200);
    expect(later.body.holdings).toEqual([expect.objectContaining({ holderName: 'Past B', percentage: 100 })]);
    const bad = await agent.get(`/api/entities/${company}/share-allocation?asOf=2024-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('asOf');
  });

  it('refuses a percentage on a type that holds no shares, naming the field', async () => {
    const company = await entity('company', 'Officer Co');
    const person = await entity('individual', 'Officer Person');
    const refused = await agent
      .post('/api/relationships')
      .send({ sourceEntityId: person, targetEntityId: company, type: 'officer', ownershipPercentage: 50 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'ownershipPercentage', message: expect.stringContaining('not officer') },
    ]);
    const officer = await agent
      .post('/api/relationships')
      .send({ sourceEntityId: person, targetEntityId: company, type: 'officer', ownershipPercentage: '' })
      .expect(201);
    const patched = await agent
      .patch(`/api/relationships/${officer.body.id}`)
      .send({ ownershipPercentage: 50 });
    expect(patched.status).toBe(400);
  });

  it('answers for companies of the caller only', async () => {
    const person = await entity('individual', 'Not A Company');
    expect((await agent.get(`/api/entities/${person}/share-allocation`)).status).toBe(400);
    const company = await entity('company', 'Private Co');
    const stranger = await registeredAgent(testApp());
    expect((await stranger.agent.get(`/api/entities/${company}/share-allocation`)).status).toBe(404);
  });
});
