import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';
import { localDay } from '@ledgerline/contracts';

/** `offset` days from the server's today, a South African day. */
const day = (offset: number) => localDay(Date.now() + offset * 86_400_000);

describe('filing requirements over HTTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('answers 409 naming an existing filing of the same kind and due date, unless allowDuplicate is sent', async () => {
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Twice Co' })).body.id;
    const filing = { entityId, requirementType: 'annual_return', dueDate: day(40) };
    const first = await agent.post('/api/compliance/filing-requirements').send(filing).expect(201);

    const again = await agent.post('/api/compliance/filing-requirements').send(filing).expect(409);
    expect(again.body).toMatchObject({
      code: 'FILING.DUPLICATE',
      message: `Annual return due on ${filing.dueDate} already exists for Twice Co (filing #${first.body.id})`,
      errors: [{ field: 'dueDate' }],
    });
    // Another kind or another day is no duplicate.
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ ...filing, requirementType: 'tax_filing' })
      .expect(201);
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ ...filing, allowDuplicate: true })
      .expect(201);
    const listed = (await agent.get(`/api/compliance/filing-requirements/${entityId}`)).body as {
      requirementType: string;
      dueDate: string;
    }[];
    expect(
      listed.filter((f) => f.requirementType === 'annual_return' && f.dueDate === filing.dueDate),
    ).toHaveLength(2);
    const bad = await agent
      .post('/api/compliance/filing-requirements')
      .send({ ...filing, allowDuplicate: 'yes' })
      .expect(400);
    expect(bad.body.errors[0].field).toBe('allowDuplicate');
  });

  it('computes overdue and upcoming when read, and marks a filing submitted', async () => {
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Filer Co' })).body.id;
    const late = await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'annual_return', dueDate: day(-3), status: 'pending' });
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({
      status: 'overdue',
      storedStatus: 'pending',
      isOverdue: true,
      entity: { name: 'Filer Co' },
    });
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'tax_filing', dueDate: day(10), status: 'pending' })
      .expect(201);
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'financial_statement', dueDate: day(90), status: 'pending' })
      .expect(201);
    expect(
      (await agent.get('/api/compliance/filing-requirements/overdue')).body.map(
        (f: { requirementType: string }) => f.requirementType,
      ),
    ).toEqual(['annual_return']);
    expect(
      (await agent.get('/api/compliance/filing-requirements/upcoming')).body.map(
        (f: { requirementType: string }) => f.requirementType,
      ),
    ).toEqual(['tax_filing']);
    expect((await agent.get(`/api/compliance/filing-requirements/${entityId}`)).body).toHaveLength(3);
    expect((await agent.get('/api/compliance/filing-requirements?limit=2')).body).toHaveLength(2);
    const future = await agent
      .patch(`/api/compliance/filing-requirements/${late.body.id}`)
      .send({ status: 'submitted', submissionDate: day(2) });
    expect(future.body.errors).toContainEqual({
      field: 'submissionDate',
      message: 'Submission date cannot be in the future',
    });
    const submitted = await agent
      .patch(`/api/compliance/filing-requirements/${late.body.id}`)
      .send({ status: 'submitted' });
    expect(submitted.body).toMatchObject({ status: 'submitted', submissionDate: day(0), isOverdue: false });
    expect((await agent.get('/api/compliance/filing-requirements/overdue')).body).toEqual([]);
    expect((await agent.get(`/api/entities/${entityId}/filings`)).body).toHaveLength(3);
  });

  it.each([
    [{ requirementType: '', dueDate: '2030-01-01' }, 'requirementType', 'Filing type is required'],
    [
      { requirementType: 'ab', dueDate: '2030-01-01' },
      'requirementType',
      'Requirement type must be specified',
    ],
    [{ requirementType: 'annual_return' }, 'dueDate', 'Due date is required'],
    [
      { requirementType: 'annual_return', dueDate: '1899-01-01' },
      'dueDate',
      'Date cannot be before 1900-01-01',
    ],
    [
      { requirementType: 'annual_return', dueDate: '2030-01-01', status: 'lost' },
      'status',
      'Status must be one of pending, submitted, overdue, exempt, not_required',
    ],
  ])('refuses %j naming the field', async (body, field, message) => {
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Filer Co' })).body.id;
    const response = await agent.post('/api/compliance/filing-requirements').send({ entityId, ...body });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
  });

  it('lists a filing stored as overdue but due in the future as pending and upcoming', async () => {
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Moved Co' })).body.id;
    const moved = await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'tax_filing', dueDate: day(7), status: 'overdue' })
      .expect(201);
    expect(moved.body).toMatchObject({ status: 'pending', storedStatus: 'overdue', isOverdue: false });
    const upcoming = (await agent.get('/api/compliance/filing-requirements/upcoming')).body;
    expect(upcoming.map((f: { id: number; status: string }) => [f.id, f.status])).toEqual([
      [moved.body.id, 'pending'],
    ]);
    expect((await agent.get('/api/compliance/filing-requirements/overdue')).body).toEqual([]);
  });

  it("answers 404 for another account's entity and filing", async () => {
    const owner = await registeredAgent(app);
    const stranger = await registeredAgent(app);
    const entityId = (await owner.agent.post('/api/entities').send({ type: 'company', name: 'Owner Co' }))
      .body.id;
    const filing = (
      await owner.agent
        .post('/api/compliance/filing-requirements')
        .send({ entityId, requirementType: 'annual_return', dueDate: '2030-01-01' })
    ).body;
    expect(
      (
        await stranger.agent
          .post('/api/compliance/filing-requirements')
          .send({ entityId, requirementType: 'annual_return', dueDate: '2030-01-01' })
      ).status,
    ).toBe(404);
    expect(
      (
        await stranger.agent
          .patch(`/api/compliance/filing-requirements/${filing.id}`)
          .send({ status: 'submitted' })
      ).status,
    ).toBe(404);
    expect((await stranger.agent.get(`/api/compliance/filing-requirements/${entityId}`)).status).toBe(404);
    await owner.agent.delete(`/api/entities/${entityId}`).expect(200);
    expect((await owner.agent.get('/api/compliance/filing-requirements')).body).toEqual([]);
  });

  it('refuses a company-only or trust-only kind for another kind of entity, naming requirementType', async () => {
    const { agent } = await registeredAgent(app);
    const create = async (body: object) => (await agent.post('/api/entities').send(body).expect(201)).body.id;
    const person = await create({ type: 'individual', name: 'Thandi Nkosi' });
    const trust = await create({ type: 'trust', name: 'Nkosi Family Trust', trustType: 'family' });
    const company = await create({ type: 'company', name: 'Nkosi Holdings' });
    const file = (entityId: number, requirementType: string) =>
      agent
        .post('/api/compliance/filing-requirements')
        .send({ entityId, requirementType, dueDate: '2030-01-31' });
    const refused = await file(person, 'change_of_directors').expect(400);
    expect(refused.body.message).toBe('Change of Directors applies to companies only');
    expect(refused.body.errors).toEqual([
      { field: 'requirementType', message: 'Change of Directors applies to companies only' },
    ]);
    expect((await file(company, 'trust_tax_return').expect(400)).body.message).toBe(
      'Trust Tax Return (ITR12T) applies to trusts only',
    );
    await file(trust, 'change_of_directors').expect(400);
    const trustReturn = (await file(trust, 'trust_tax_return').expect(201)).body.id;
    await file(person, 'tax_filing').expect(201);
    await file(company, 'change_of_directors').expect(201);
    // Changing the kind to one for another kind of entity is refused the same way; the filing keeps its kind.
    const changed = await agent
      .patch(`/api/compliance/filing-requirements/${trustReturn}`)
      .send({ requirementType: 'change_of_directors' })
      .expect(400);
    expect(changed.body.message).toBe('Change of Directors applies to companies only');
    const trustFilings = (await agent.get(`/api/compliance/filing-requirements/${trust}`)).body as {
      id: number;
    }[];
    const kept = trustFilings.find((filing) => filing.id === trustReturn);
    expect(kept).toMatchObject({ requirementType: 'trust_tax_return' });
  });
});
