import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

describe('beneficial owners over HTTP', () => {
  let app: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    app = await startTestApp();
    agent = (await registeredAgent(app)).agent;
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  const entity = async (type: string, name: string, extra: object = {}) =>
    (await agent.post('/api/entities').send({ type, name, ...extra })).body.id as number;
  const link = (sourceEntityId: number, targetEntityId: number, type: string, ownershipPercentage?: number) =>
    agent
      .post('/api/relationships')
      .send({ sourceEntityId, targetEntityId, type, ownershipPercentage })
      .expect(201);

  it("computes DOMAIN.md's cross-holding example with paths and details", async () => {
    const x = await entity('company', 'X Holdings');
    const y = await entity('company', 'Y Holdings');
    const z = await entity('company', 'Z Operations');
    const p = await entity('individual', 'Person P', { nationality: 'South African' });
    const q = await entity('individual', 'Person Q');
    await link(x, y, 'shareholder', 60);
    await link(y, x, 'shareholder', 30);
    await link(y, z, 'shareholder', 50);
    await link(p, x, 'shareholder', 70);
    await link(q, y, 'shareholder', 40);
    await link(q, z, 'shareholder', 50);
    const response = await agent.get(`/api/compliance/beneficial-owners/${z}`);
    expect(response.status).toBe(200);
    // Spec 001's REST table: the answer is the list of beneficial owner records itself.
    expect(Array.isArray(response.body)).toBe(true);
    const byName = Object.fromEntries(response.body.map((o: { name: string }) => [o.name, o]));
    expect(byName['Person P']).toMatchObject({
      totalOwnership: 25.61,
      isBeneficialOwner: true,
      details: { nationality: 'South African' },
      documentStatus: { idDocument: 'missing' },
    });
    expect(byName['Person Q'].totalOwnership).toBe(74.39);
    expect(byName['Person P'].paths[0].steps.map((s: { entityName: string }) => s.entityName)).toEqual([
      'Person P',
      'X Holdings',
      'Y Holdings',
      'Z Operations',
    ]);
    const high = await agent.get(`/api/compliance/beneficial-owners/${z}?threshold=30`);
    expect(high.body.find((o: { name: string }) => o.name === 'Person P').isBeneficialOwner).toBe(false);
    expect(high.headers['x-bo-threshold']).toBe('30');
  });

  it('refuses bad thresholds, individuals and other accounts', async () => {
    const person = await entity('individual', 'Just A Person');
    const company = await entity('company', 'Lonely Co');
    expect((await agent.get(`/api/compliance/beneficial-owners/${company}?threshold=150`)).status).toBe(400);
    expect((await agent.get(`/api/compliance/beneficial-owners/${person}`)).status).toBe(400);
    const stranger = await registeredAgent(app);
    expect((await stranger.agent.get(`/api/compliance/beneficial-owners/${company}`)).status).toBe(404);
    const empty = await agent.get(`/api/compliance/beneficial-owners/${company}`);
    expect(empty.body).toEqual([]);
    expect(empty.headers['x-bo-unknown-remainder']).toBe('100');
  });

  it('carries the facts about the computation in headers the web client may read', async () => {
    const company = await entity('company', 'Header Co');
    const person = await entity('individual', 'Header Person');
    await link(person, company, 'shareholder', 40);
    const response = await agent.get(`/api/compliance/beneficial-owners/${company}`).expect(200);
    expect(response.body).toEqual([
      expect.objectContaining({
        individualId: person,
        name: 'Header Person',
        totalOwnership: 40,
        hasEffectiveControl: false,
        isBeneficialOwner: true,
        paths: [expect.objectContaining({ percentage: 40 })],
        documentStatus: { idDocument: 'missing', proofOfAddress: 'missing', declaration: 'missing' },
        details: expect.objectContaining({ idNumber: null }),
      }),
    ]);
    expect(response.headers).toMatchObject({
      'x-bo-threshold': '5',
      'x-bo-unknown-remainder': '60',
      'x-bo-singular-loop': 'false',
    });
    expect(Date.parse(response.headers['x-bo-computed-at'])).not.toBeNaN();
    const exposed = response.headers['access-control-expose-headers'].split(', ');
    expect(exposed).toEqual(
      expect.arrayContaining([
        'X-BO-Threshold',
        'X-BO-Unknown-Remainder',
        'X-BO-Singular-Loop',
        'X-BO-Computed-At',
      ]),
    );
  });

  it("shows how an owner holds from its own link: a trust beneficiary's nature of interest, benefit type and start", async () => {
    // An account of its own: the free plan's ten entities are taken by the cases above.
    const own = (await registeredAgent(app)).agent;
    const entity = async (type: string, name: string, extra: object = {}) =>
      (
        await own
          .post('/api/entities')
          .send({ type, name, ...extra })
          .expect(201)
      ).body.id as number;
    const trust = await entity('trust', 'Nkosi Family Trust', { trustType: 'discretionary' });
    const holding = await entity('company', 'Nkosi Holdings');
    const ben = await entity('individual', 'Ben Nkosi');
    await own
      .post('/api/relationships')
      .send({
        sourceEntityId: ben,
        targetEntityId: trust,
        type: 'beneficiary',
        ownershipCategory: 'trust_beneficiary',
        natureOfInterest: 'financial',
        trustBenefitType: 'discretionary',
        startDate: '2024-01-15',
      })
      .expect(201);
    await own
      .post('/api/relationships')
      .send({ sourceEntityId: trust, targetEntityId: holding, type: 'shareholder', ownershipPercentage: 40 })
      .expect(201);
    // The trust's holding has no start date: it counts from the day it was recorded (docs/decisions/0033).
    const recordedDay = (await own.get(`/api/compliance/beneficial-owners/${holding}`).expect(200)).headers[
      'x-as-of'
    ] as string;
    for (const [target, became] of [
      [trust, '2024-01-15'],
      [holding, recordedDay],
    ] as const) {
      const owners = (await own.get(`/api/compliance/beneficial-owners/${target}`).expect(200)).body;
      expect(owners.find((o: { individualId: number }) => o.individualId === ben).details).toMatchObject({
        ownershipCategory: 'trust_beneficiary',
        natureOfInterest: 'financial',
        trustBenefitType: 'discretionary',
        dateOfBecomingBO: became,
        dateCeasedToBeBO: null,
      });
    }
  });

  it('dates an owner through a link without a start date from the day the link was recorded', async () => {
    const own = (await registeredAgent(app)).agent;
    const entity = async (type: string, name: string) =>
      (await own.post('/api/entities').send({ type, name }).expect(201)).body.id as number;
    const company = await entity('company', 'Undated Co');
    const holder = await entity('individual', 'Undated Holder');
    await own
      .post('/api/relationships')
      .send({ sourceEntityId: holder, targetEntityId: company, type: 'shareholder', ownershipPercentage: 60 })
      .expect(201);
    const current = await own.get(`/api/compliance/beneficial-owners/${company}`).expect(200);
    const recordedDay = current.headers['x-as-of'] as string;
    const dayBefore = new Date(Date.parse(`${recordedDay}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const query of ['', `?asOf=${recordedDay}`]) {
      const owners = (await own.get(`/api/compliance/beneficial-owners/${company}${query}`).expect(200))
        .body as { name: string; becameOwnerOn: string | null }[];
      expect(owners.map(({ name, becameOwnerOn }) => ({ name, becameOwnerOn }))).toEqual([
        { name: 'Undated Holder', becameOwnerOn: recordedDay },
      ]);
    }
    // Counted from the day it was recorded: the day before, the register named no owner.
    expect(
      (await own.get(`/api/compliance/beneficial-owners/${company}?asOf=${dayBefore}`).expect(200)).body,
    ).toEqual([]);
    // The owner-set history dates the same set from the same day (docs/decisions/0033).
    const history = (await own.get(`/api/compliance/beneficial-owners/${company}/history`).expect(200))
      .body as { effectiveFrom: string; owners: { name: string }[] }[];
    expect(history.map((set) => [set.effectiveFrom, set.owners.map((o) => o.name)])).toEqual([
      [recordedDay, ['Undated Holder']],
    ]);
  });

  it('dates becoming and ceasing to be an owner by the versions of the links, with or without asOf', async () => {
    const own = (await registeredAgent(app)).agent;
    const entity = async (type: string, name: string) =>
      (await own.post('/api/entities').send({ type, name }).expect(201)).body.id as number;
    const company = await entity('company', 'Versions Co');
    const [riser, faller] = [await entity('individual', 'Riser'), await entity('individual', 'Faller')];
    const hold = async (holder: number, ownershipPercentage: number) =>
      (
        await own
          .post('/api/relationships')
          .send({
            sourceEntityId: holder,
            targetEntityId: company,
            type: 'shareholder',
            ownershipPercentage,
            startDate: '2020-01-01',
          })
          .expect(201)
      ).body.id as number;
    const [rising, falling] = [await hold(riser, 3), await hold(faller, 60)];
    for (const [link, ownershipPercentage] of [
      [rising, 30],
      [falling, 2],
    ])
      await own
        .patch(`/api/relationships/${link}`)
        .send({ ownershipPercentage, effectiveDate: '2025-03-01' })
        .expect(200);
    const today = (
      await own.get(`/api/compliance/beneficial-owners/${company}?includeFormer=true`).expect(200)
    ).headers['x-as-of'];
    for (const query of ['includeFormer=true', `includeFormer=true&asOf=${today}`]) {
      const owners = (await own.get(`/api/compliance/beneficial-owners/${company}?${query}`).expect(200))
        .body as { name: string; becameOwnerOn: string | null; ceasedOn: string | null }[];
      expect(owners.map(({ name, becameOwnerOn, ceasedOn }) => ({ name, becameOwnerOn, ceasedOn }))).toEqual([
        { name: 'Riser', becameOwnerOn: '2025-03-01', ceasedOn: null },
        // Holding 2% now: listed, not qualifying; and apart, the owner it was until 1 March 2025.
        { name: 'Faller', becameOwnerOn: null, ceasedOn: null },
        { name: 'Faller', becameOwnerOn: '2020-01-01', ceasedOn: '2025-03-01' },
      ]);
    }
  });
});
