import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

describe('exports, hierarchy and key entities over HTTP', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof registeredAgent>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await registeredAgent(app);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  const setTier = (userId: number, tier: string) =>
    admin.agent.post('/api/subscription/update').send({ userId, tier, status: 'active' }).expect(200);

  it('refuses exports on the free plan and allows the formats of each paid plan', async () => {
    const { agent, user } = await registeredAgent(app);
    await agent.post('/api/entities').send({ type: 'company', name: '=Danger, "Quoted" Co' }).expect(201);
    const free = await agent.get('/api/export/entities');
    expect(free.status).toBe(403);
    expect(free.body.message).toContain('Basic plan');
    await setTier(user.id, 'basic');
    const csv = await agent.get('/api/export/entities?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="ledgerline-entities-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.text).toContain(`"'=Danger, ""Quoted"" Co"`);
    expect((await agent.get('/api/export/entities?format=json')).status).toBe(403);
    const pdf = await agent
      .get('/api/export/relationships?format=pdf')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await setTier(user.id, 'standard');
    const json = await agent.get('/api/export/entities?format=json');
    expect(JSON.parse(json.text)[0]).toMatchObject({ Name: '=Danger, "Quoted" Co', Type: 'company' });
    expect((await agent.get('/api/export/entities?format=xml')).status).toBe(400);
    expect((await app.agent().get('/api/export/entities')).status).toBe(401);
  });

  it('builds the ownership hierarchy with depth limits and ranks key entities', async () => {
    const { agent } = await registeredAgent(app);
    const make = async (name: string) =>
      (await agent.post('/api/entities').send({ type: 'company', name })).body.id as number;
    const [holdco, opco, subco] = [await make('HoldCo'), await make('OpCo'), await make('SubCo')];
    await agent
      .post('/api/relationships')
      .send({ sourceEntityId: holdco, targetEntityId: opco, type: 'shareholder', ownershipPercentage: 100 });
    await agent
      .post('/api/relationships')
      .send({ sourceEntityId: subco, targetEntityId: opco, type: 'subsidiary', ownershipPercentage: 75 });
    const full = (await agent.get('/api/entities/hierarchy')).body;
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({
      id: holdco,
      children: [{ id: opco, ownershipPercentage: 100, children: [{ id: subco, ownershipPercentage: 75 }] }],
    });
    const shallow = (await agent.get(`/api/entities/hierarchy?rootId=${opco}&maxDepth=0`)).body;
    expect(shallow).toMatchObject([{ id: opco, truncated: true, children: [] }]);
    expect((await agent.get('/api/entities/hierarchy?maxDepth=11')).status).toBe(400);
    expect((await agent.get('/api/entities/hierarchy?rootId=999999')).status).toBe(404);
    const key = (await agent.get('/api/entities/key')).body;
    expect(key[0]).toMatchObject({ id: opco, connectionCount: 2 });
  });
});
