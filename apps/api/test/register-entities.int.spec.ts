import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

const create = async (agent: Agent, body: object): Promise<number> => {
  const response = await agent.post('/api/entities').send(body);
  if (response.status !== 201) throw new Error(`create failed ${response.status} ${response.text}`);
  return response.body.id as number;
};

describe('individuals, trusts, updates and deletion over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('creates an individual with inline details and serves them on the list and the details route', async () => {
    const { agent } = await registeredAgent(app);
    const id = await create(agent, {
      type: 'individual',
      name: 'Thandi Nkosi',
      position: 'CEO',
      dateOfBirth: '1980-02-03',
    });
    const [listed] = (await agent.get('/api/entities?type=individual')).body;
    expect(listed.individualDetail).toMatchObject({
      entityId: id,
      position: 'CEO',
      dateOfBirth: '1980-02-03',
    });
    const details = await agent
      .patch(`/api/entities/${id}/details`)
      .send({ idType: 'sa_id', idNumber: '8002035800083' });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ position: 'CEO', idType: 'sa_id', idNumber: '8002035800083' });
    // An SA ID is checked as it will stand: sent alone, against the stored type and date of birth.
    const wrongDigit = await agent.patch(`/api/entities/${id}/details`).send({ idNumber: '8002035800084' });
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body.errors).toEqual([
      { field: 'idNumber', message: 'SA ID number is not valid: its check digit does not match' },
    ]);
    const otherBirthday = await agent
      .patch(`/api/entities/${id}/details`)
      .send({ idNumber: '8001015009087' });
    expect(otherBirthday.body.errors[0]).toMatchObject({
      field: 'idNumber',
      message: expect.stringContaining('1980-01-01'),
    });
    const posted = await agent
      .post('/api/individual-details')
      .send({ entityId: id, nationality: 'South African' });
    expect(posted.status).toBe(201);
    expect((await agent.get(`/api/entities/${id}`)).body.individualDetail).toMatchObject({
      nationality: 'South African',
      position: 'CEO',
    });
  });

  it.each([
    [
      { type: 'individual', name: 'Future Kid', dateOfBirth: '2999-01-01' },
      'dateOfBirth',
      'Date of birth cannot be in the future',
    ],
    [{ type: 'trust', name: 'Trust X' }, 'trustType', 'Trust type is required'],
    [{ type: 'trust', name: 'T', trustType: 'family' }, 'name', 'Trust name must be at least 2 characters'],
    [
      { type: 'trust', name: 'Trust X', trustType: 'family', registrationNumber: 'IT12' },
      'registrationNumber',
      expect.stringContaining('IT######'),
    ],
    [{ type: 'trust', name: 'Trust X', trustType: 'family', email: 'x@' }, 'email', 'Must be a valid email'],
  ])('refuses %j naming the field', async (body, field, message) => {
    const { agent } = await registeredAgent(app);
    const response = await agent.post('/api/entities').send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
  });

  it('refuses details for a company and answers 404 for details never recorded', async () => {
    const { agent } = await registeredAgent(app);
    const company = await create(agent, { type: 'company', name: 'Acme' });
    expect((await agent.post(`/api/entities/${company}/details`).send({ nationality: 'ZA' })).status).toBe(
      400,
    );
    expect((await agent.get(`/api/entities/${company}/details`)).status).toBe(404);
    expect((await agent.post('/api/individual-details').send({ nationality: 'ZA' })).status).toBe(400);
  });

  it('patches only the fields sent and refuses a change of type', async () => {
    const { agent } = await registeredAgent(app);
    const id = await create(agent, { type: 'company', name: 'Acme', country: 'South Africa', notes: 'keep' });
    const patched = await agent
      .patch(`/api/entities/${id}`)
      .send({ type: 'company', name: 'Acme Holdings', notes: '' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Acme Holdings', country: 'South Africa', notes: null });
    const retyped = await agent.patch(`/api/entities/${id}`).send({ type: 'trust', name: 'Acme' });
    expect(retyped.status).toBe(400);
    expect(retyped.body.errors[0].field).toBe('type');
    const bad = await agent.patch(`/api/entities/${id}`).send({ email: 'nope' });
    expect(bad.body.errors).toContainEqual({ field: 'email', message: 'Please enter a valid email' });
  });

  it('deletes an entity with its relationships, owned assets and memberships, and frees capacity', async () => {
    const { agent } = await registeredAgent(app);
    const company = await create(agent, { type: 'company', name: 'Protea' });
    const person = await create(agent, { type: 'individual', name: 'Sipho' });
    await agent
      .post('/api/relationships')
      .send({ sourceEntityId: person, targetEntityId: company, type: 'director' });
    await agent.post('/api/assets').send({ name: 'Office', ownerEntityId: company });
    const group = (await agent.post('/api/groups').send({ name: 'Core' })).body.id;
    await agent.post(`/api/groups/${group}/entities/${company}`);
    const deleted = await agent.delete(`/api/entities/${company}`);
    expect(deleted.status).toBe(200);
    expect((await agent.get(`/api/entities/${company}`)).status).toBe(404);
    expect((await agent.delete(`/api/entities/${company}`)).status).toBe(404);
    expect((await agent.get('/api/relationships')).body).toEqual([]);
    expect((await agent.get('/api/assets')).body).toEqual([]);
    expect((await agent.get(`/api/groups/${group}/entities`)).body.entities).toEqual([]);
    expect((await agent.get(`/api/entities/${person}`)).body.sourceRelationships).toEqual([]);
    expect((await agent.get('/api/dashboard')).body.counts).toEqual({
      companies: 0,
      individuals: 1,
      trusts: 0,
      assets: 0,
      relationships: 0,
    });
    const activity = (await agent.get('/api/activities/recent?limit=3')).body.map(
      (a: { activityType: string }) => a.activityType,
    );
    expect(activity).toEqual(['delete_company', 'delete_asset', 'delete_relationship']);
  });
});
