import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

describe('companies over HTTP (embedded stores)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('creates a company, lists it, reads it and counts it on the dashboard right away', async () => {
    const { agent } = await registeredAgent(app);
    const created = await agent.post('/api/entities').send({
      type: 'company',
      name: 'Protea Holdings (Pty) Ltd',
      registrationNumber: '2019/123456/07',
      email: '',
      website: 'protea.example',
      country: 'South Africa',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Protea Holdings (Pty) Ltd',
      type: 'company',
      status: 'active',
      email: null,
    });
    expect(typeof created.body.id).toBe('number');

    const list = await agent.get('/api/entities?type=company');
    expect(list.body.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
    expect((await agent.get(`/api/entities/${created.body.id}`)).body.registrationNumber).toBe(
      '2019/123456/07',
    );
    expect((await agent.get('/api/entities?type=individual')).body).toEqual([]);

    const dashboard = await agent.get('/api/dashboard');
    expect(dashboard.body.counts).toEqual({
      companies: 1,
      individuals: 0,
      trusts: 0,
      assets: 0,
      relationships: 0,
    });
    expect(dashboard.body.companiesCount).toBe(1);
    expect((await agent.get('/api/entities/limit')).body).toEqual({
      entityLimit: 10,
      totalEntities: 1,
      remainingEntities: 9,
      hasReachedEntityLimit: false,
    });
  });

  it.each([
    [{ type: 'company', name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ type: 'company', name: 'Acme', email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      { type: 'company', name: 'Acme', foundedDate: '1899-12-31' },
      'foundedDate',
      'Date cannot be before 1900-01-01',
    ],
    [
      { type: 'company', name: 'Acme', foundedDate: '2999-01-01' },
      'foundedDate',
      'Founded date cannot be in the future',
    ],
    [{ type: 'company', name: 'Acme', status: 'dormant' }, 'status', 'Status must be active or inactive'],
    [{ type: 'spaceship', name: 'Acme' }, 'type', "Type must be one of 'company', 'individual' or 'trust'"],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const { agent } = await registeredAgent(app);
    const response = await agent.post('/api/entities').send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
  });

  it('answers 400 for a non-numeric id and for an unknown type filter', async () => {
    const { agent } = await registeredAgent(app);
    const byId = await agent.get('/api/entities/abc');
    expect(byId.status).toBe(400);
    expect(byId.body.errors[0].field).toBe('id');
    expect((await agent.get('/api/entities?type=planet')).status).toBe(400);
  });

  it("answers 404 for another account's company and for a missing one", async () => {
    const owner = await registeredAgent(app);
    const stranger = await registeredAgent(app);
    const created = await owner.agent.post('/api/entities').send({ type: 'company', name: 'Private Co' });
    const response = await stranger.agent.get(`/api/entities/${created.body.id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Entity not found or you don't have access to it");
    expect((await stranger.agent.get('/api/entities')).body).toEqual([]);
    expect((await owner.agent.get('/api/entities/999999')).status).toBe(404);
  });

  it('requires a signed-in user', async () => {
    const anonymous = app.agent();
    expect((await anonymous.get('/api/entities')).status).toBe(401);
    expect((await anonymous.post('/api/entities').send({ type: 'company', name: 'Acme' })).status).toBe(401);
    expect((await anonymous.get('/api/dashboard')).status).toBe(401);
  });
});
