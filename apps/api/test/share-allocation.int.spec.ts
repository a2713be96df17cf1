import { registeredAgent, type TestApp, useTestApp } from './test-app';

describe('share allocation over HTTP (docs/decisions/0021)', () => {
  const testApp = useTestApp();
  let agent: ReturnType<TestApp['agent']>;
  beforeAll(async () => {
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

  it('answers for companies of the caller only', async () => {
    const person = await entity('individual', 'Not A Company');
    expect((await agent.get(`/api/entities/${person}/share-allocation`)).status).toBe(400);
    const company = await entity('company', 'Private Co');
    const stranger = await registeredAgent(testApp());
    expect((await stranger.agent.get(`/api/entities/${company}/share-allocation`)).status).toBe(404);
  });
});
