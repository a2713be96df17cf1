import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

/**
 * An individual's position, department, country and status stay editable after creation over the entity's
 * PATCH: position and department (like date of birth and nationality) may come inline, as on create.
 */
describe('PATCH /api/entities/{id} on an individual', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  async function individual() {
    const { agent } = await registeredAgent(app);
    const created = await agent.post('/api/entities').send({
      type: 'individual',
      name: 'Thandi Nkosi',
      position: 'CFO',
      department: 'Finance',
      country: 'South Africa',
      dateOfBirth: '1980-02-03',
    });
    expect(created.status).toBe(201);
    return { agent, id: created.body.id as number };
  }

  it('changes position, department, country and status and keeps the details not sent', async () => {
    const { agent, id } = await individual();
    const patched = await agent
      .patch(`/api/entities/${id}`)
      .send({ position: 'CEO', department: 'Executive', country: 'Namibia', status: 'inactive' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ country: 'Namibia', status: 'inactive' });
    const detail = (await agent.get(`/api/entities/${id}`)).body;
    expect(detail).toMatchObject({ name: 'Thandi Nkosi', country: 'Namibia', status: 'inactive' });
    expect(detail.individualDetail).toMatchObject({
      position: 'CEO',
      department: 'Executive',
      dateOfBirth: '1980-02-03',
    });
  });

  it('clears a position sent empty', async () => {
    const { agent, id } = await individual();
    expect((await agent.patch(`/api/entities/${id}`).send({ position: '' })).status).toBe(200);
    expect((await agent.get(`/api/entities/${id}`)).body.individualDetail).toMatchObject({
      position: null,
      department: 'Finance',
    });
  });

  it('refuses a bad status or an over-long department, naming the field, and changes nothing', async () => {
    const { agent, id } = await individual();
    const badStatus = await agent.patch(`/api/entities/${id}`).send({ status: 'gone', position: 'CEO' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors).toEqual([
      expect.objectContaining({ field: 'status', message: 'Status must be active or inactive' }),
    ]);
    const longDepartment = await agent.patch(`/api/entities/${id}`).send({ department: 'x'.repeat(201) });
    expect(longDepartment.status).toBe(400);
    expect(longDepartment.body.errors[0].field).toBe('department');
    const detail = (await agent.get(`/api/entities/${id}`)).body;
    expect(detail.status).toBe('active');
    expect(detail.individualDetail).toMatchObject({ position: 'CFO', department: 'Finance' });
  });

  it('records nothing when the values sent are the stored ones', async () => {
    const { agent, id } = await individual();
    const before = (await agent.get(`/api/entities/${id}/history`)).body;
    const same = await agent.patch(`/api/entities/${id}`).send({ position: 'CFO', country: 'South Africa' });
    expect(same.status).toBe(200);
    expect((await agent.get(`/api/entities/${id}/history`)).body).toEqual(before);
  });
});
