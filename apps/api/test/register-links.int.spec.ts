import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
const create = async (agent: Agent, body: object): Promise<number> =>
  (await agent.post('/api/entities').send(body)).body.id;

describe('relationships, assets and groups over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('links entities, refuses a used type, and clears trust extras when the type changes', async () => {
    const { agent } = await registeredAgent(app);
    const trust = await create(agent, { type: 'trust', name: 'Family Trust', trustType: 'family' });
    const person = await create(agent, { type: 'individual', name: 'Thandi' });
    const created = await agent.post('/api/relationships').send({
      sourceEntityId: person,
      targetEntityId: trust,
      type: 'beneficiary',
      ownershipPercentage: '33.333',
      trustBenefitType: 'vested',
      ownershipCategory: 'trust_beneficiary',
      startDate: '2020-01-01',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ownershipPercentage: 33.333,
      trustBenefitType: 'vested',
      sourceEntity: { name: 'Thandi' },
    });
    const again = await agent
      .post('/api/relationships')
      .send({ sourceEntityId: person, targetEntityId: trust, type: 'beneficiary' });
    expect(again.status).toBe(409);
    const changed = await agent.patch(`/api/relationships/${created.body.id}`).send({ type: 'director' });
    expect(changed.body).toMatchObject({
      type: 'director',
      trustBenefitType: null,
      ownershipCategory: null,
      ownershipPercentage: null,
      startDate: '2020-01-01',
    });
    expect((await agent.get(`/api/entities/${trust}/relationships`)).body).toHaveLength(1);
    expect((await agent.delete(`/api/relationships/${created.body.id}`)).status).toBe(200);
    expect((await agent.get(`/api/relationships/${created.body.id}`)).status).toBe(404);
  });

  it.each([
    [
      { sourceEntityId: 1, targetEntityId: 1, type: 'director' },
      'targetEntityId',
      'Source and target entities must be different',
    ],
    [{ targetEntityId: 1, type: 'director' }, 'sourceEntityId', 'Source entity must be selected'],
    [{ sourceEntityId: 1, targetEntityId: 2 }, 'type', 'Relationship type is required'],
    [
      { sourceEntityId: 1, targetEntityId: 2, type: 'shareholder', ownershipPercentage: 101 },
      'ownershipPercentage',
      'Percentage cannot exceed 100',
    ],
    [
      { sourceEntityId: 1, targetEntityId: 2, type: 'shareholder', ownershipPercentage: '-1' },
      'ownershipPercentage',
      'Percentage cannot be negative',
    ],
  ])('refuses relationship %j naming the field', async (body, field, message) => {
    const { agent } = await registeredAgent(app);
    const response = await agent.post('/api/relationships').send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
  });

  it('registers, edits and deletes an asset; refuses a negative value', async () => {
    const { agent } = await registeredAgent(app);
    const owner = await create(agent, { type: 'company', name: 'Owner Co' });
    const negative = await agent.post('/api/assets').send({ name: 'Car', value: -1, ownerEntityId: owner });
    expect(negative.body.errors).toContainEqual({ field: 'value', message: 'Value cannot be negative' });
    const asset = await agent
      .post('/api/assets')
      .send({ name: 'Car', type: 'vehicle', value: '250,000.50', ownerEntityId: owner });
    expect(asset.body).toMatchObject({
      value: 250000.5,
      type: 'vehicle',
      ownerEntity: { id: owner, name: 'Owner Co' },
    });
    const edited = await agent.patch(`/api/assets/${asset.body.id}`).send({ status: 'for_sale' });
    expect(edited.body).toMatchObject({ status: 'for_sale', value: 250000.5 });
    await agent.patch(`/api/entities/${owner}`).send({ name: 'Renamed Co' });
    expect((await agent.get(`/api/assets/${asset.body.id}`)).body.ownerEntity.name).toBe('Renamed Co');
    expect((await agent.get(`/api/entities/${owner}/assets`)).body).toHaveLength(1);
    expect((await agent.delete(`/api/assets/${asset.body.id}`)).status).toBe(200);
  });

  it('keeps exactly one default group and unique memberships', async () => {
    const { agent } = await registeredAgent(app);
    const entity = await create(agent, { type: 'company', name: 'Member Co' });
    expect((await agent.post('/api/groups').send({ name: 'A' })).body.errors).toContainEqual({
      field: 'name',
      message: 'Group name must be at least 2 characters',
    });
    const first = (await agent.post('/api/groups').send({ name: 'First', description: 'one' })).body;
    const second = (await agent.post('/api/groups').send({ name: 'Second' })).body;
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);
    await agent.post(`/api/groups/${second.id}/default`).expect(200);
    const groups = (await agent.get('/api/groups')).body;
    expect(
      groups.filter((g: { isDefault: boolean }) => g.isDefault).map((g: { id: number }) => g.id),
    ).toEqual([second.id]);
    expect((await agent.post(`/api/groups/${first.id}/entities/${entity}`)).status).toBe(201);
    expect((await agent.post(`/api/groups/${first.id}/entities/${entity}`)).status).toBe(409);
    expect(
      (await agent.put(`/api/groups/${first.id}`).send({ name: 'Renamed', description: '' })).body,
    ).toMatchObject({ name: 'Renamed', description: null });
    await agent.delete(`/api/groups/${second.id}`).expect(200);
    expect((await agent.get('/api/groups')).body).toMatchObject([{ id: first.id, isDefault: true }]);
    expect((await agent.delete(`/api/groups/${first.id}/entities/${entity}`)).body.entities).toEqual([]);
    expect((await agent.delete(`/api/groups/${first.id}/entities/${entity}`)).status).toBe(404);
    expect((await agent.get('/api/groups/abc/entities')).status).toBe(400);
  });

  it("answers 404 for another account's ids in paths and in bodies", async () => {
    const owner = await registeredAgent(app);
    const stranger = await registeredAgent(app);
    const a = await create(owner.agent, { type: 'company', name: 'Owner A' });
    const b = await create(owner.agent, { type: 'individual', name: 'Owner B' });
    const mine = await create(stranger.agent, { type: 'company', name: 'Stranger Co' });
    const rel = (
      await owner.agent
        .post('/api/relationships')
        .send({ sourceEntityId: b, targetEntityId: a, type: 'director' })
    ).body.id;
    const asset = (await owner.agent.post('/api/assets').send({ name: 'Farm', ownerEntityId: a })).body.id;
    const group = (await owner.agent.post('/api/groups').send({ name: 'Owners' })).body.id;
    const s = stranger.agent;
    const answers = await Promise.all([
      s.get(`/api/entities/${a}`),
      s.patch(`/api/entities/${a}`).send({ name: 'Hijack' }),
      s.delete(`/api/entities/${a}`),
      s.get(`/api/entities/${a}/relationships`),
      s.get(`/api/entities/${a}/assets`),
      s.patch(`/api/entities/${b}/details`).send({ nationality: 'X' }),
      s.get(`/api/relationships/${rel}`),
      s.patch(`/api/relationships/${rel}`).send({ notes: 'x' }),
      s.delete(`/api/relationships/${rel}`),
      s.get(`/api/assets/${asset}`),
      s.patch(`/api/assets/${asset}`).send({ name: 'Mine now' }),
      s.delete(`/api/assets/${asset}`),
      s.put(`/api/groups/${group}`).send({ name: 'Mine now' }),
      s.delete(`/api/groups/${group}`),
      s.post(`/api/groups/${group}/default`),
      s.get(`/api/groups/${group}/entities`),
      s.post('/api/relationships').send({ sourceEntityId: mine, targetEntityId: a, type: 'shareholder' }),
      s.post('/api/assets').send({ name: 'Their farm', ownerEntityId: a }),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 404));
    const ownGroup = (await s.post('/api/groups').send({ name: 'Mine' })).body.id;
    expect((await s.post(`/api/groups/${ownGroup}/entities/${a}`)).status).toBe(404);
    expect((await owner.agent.get(`/api/entities/${a}`)).body.name).toBe('Owner A');
  });
});
