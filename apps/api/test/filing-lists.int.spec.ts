import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
type Row = { id: number; requirementType: string; status: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const create = async (agent: Agent, body: object): Promise<number> =>
  (await agent.post('/api/entities').send(body).expect(201)).body.id as number;
const types = (body: Row[]) => body.map((row) => row.requirementType);

describe('GET /api/compliance/filing-requirements (and /upcoming, /overdue, per entity): paging, sorting, filters, search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  const file = async (entityId: number, requirementType: string, dueDate: string, status = 'pending') =>
    (
      await agent
        .post('/api/compliance/filing-requirements')
        .send({ entityId, requirementType, dueDate, status })
        .expect(201)
    ).body.id as number;
  beforeAll(async () => {
    app = await startTestApp();
    ({ agent } = await registeredAgent(app));
    ids.karoo = await create(agent, { type: 'company', name: 'Karoo Mining' });
    ids.protea = await create(agent, { type: 'company', name: 'Protea Holdings' });
    ids.late = await file(ids.karoo, 'annual_return', day(-3));
    ids.lateMarked = await file(ids.protea, 'tax_filing', day(-1), 'overdue');
    ids.soon = await file(ids.karoo, 'tax_filing', day(10));
    ids.markedButDue = await file(ids.protea, 'trustee_update', day(20), 'overdue');
    ids.later = await file(ids.protea, 'financial_statement', day(90));
    ids.done = await file(ids.karoo, 'change_of_directors', day(-30), 'submitted');
    ids.exempt = await file(ids.protea, 'other', day(5), 'exempt');
    const other = (await registeredAgent(app)).agent;
    ids.foreign = await create(other, { type: 'company', name: 'Karoo Elsewhere' });
    await other
      .post('/api/compliance/filing-requirements')
      .send({ entityId: ids.foreign, requirementType: 'annual_return', dueDate: day(-3) })
      .expect(201);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('answers every filing soonest due first with its total when no paging is asked for (the spec shape)', async () => {
    const response = await agent.get('/api/compliance/filing-requirements').expect(200);
    expect(response.headers['x-total-count']).toBe('7');
    expect(response.body.map((row: Row) => row.id)).toEqual([
      ids.done,
      ids.late,
      ids.lateMarked,
      ids.exempt,
      ids.soon,
      ids.markedButDue,
      ids.later,
    ]);
    expect(response.body[1]).toMatchObject({
      status: 'overdue',
      storedStatus: 'pending',
      isOverdue: true,
      entity: { id: ids.karoo, name: 'Karoo Mining' },
    });
    for (const field of ['isOpen', 'entityName', 'dueOn', 'accountId', 'filingId'])
      expect(response.body[0]).not.toHaveProperty(field);
  });

  it('filters by the status as answered today, and by entity', async () => {
    const get = async (query: string) =>
      (await agent.get(`/api/compliance/filing-requirements?${query}`).expect(200)).body as Row[];
    expect((await get('status=overdue')).map((row) => row.id)).toEqual([ids.late, ids.lateMarked]);
    expect((await get('status=overdue&sort=createdAt&order=desc')).map((row) => row.id)).toEqual([
      ids.lateMarked,
      ids.late,
    ]);
    const pending = await get('status=pending');
    expect(pending.map((row) => row.id)).toEqual([ids.soon, ids.markedButDue, ids.later]);
    expect(pending.every((row) => row.status === 'pending')).toBe(true);
    expect((await get('status=submitted')).map((row) => row.id)).toEqual([ids.done]);
    expect((await get('status=exempt')).map((row) => row.id)).toEqual([ids.exempt]);
    expect(types(await get(`entityId=${ids.karoo}`))).toEqual([
      'change_of_directors',
      'annual_return',
      'tax_filing',
    ]);
    expect((await get(`entityId=${ids.protea}&status=overdue`)).map((row) => row.id)).toEqual([
      ids.lateMarked,
    ]);
  });

  it('pages and sorts by due date, requirement type and creation both ways, and searches type and entity name', async () => {
    const page = await agent.get('/api/compliance/filing-requirements?limit=2&offset=1').expect(200);
    expect(page.headers['x-total-count']).toBe('7');
    expect(page.body.map((row: Row) => row.id)).toEqual([ids.late, ids.lateMarked]);
    const get = async (query: string) =>
      (await agent.get(`/api/compliance/filing-requirements?${query}`).expect(200)).body as Row[];
    expect((await get('order=desc&limit=1')).map((row) => row.id)).toEqual([ids.later]);
    expect(types(await get('sort=requirementType&limit=3'))).toEqual([
      'annual_return',
      'change_of_directors',
      'financial_statement',
    ]);
    expect((await get('sort=createdAt&order=desc&limit=2')).map((row) => row.id)).toEqual([
      ids.exempt,
      ids.done,
    ]);
    expect(types(await get('q=tax'))).toEqual(['tax_filing', 'tax_filing']);
    expect(types(await get('q=karoo%20return'))).toEqual(['annual_return']);
    expect(await get('q=elsewhere')).toEqual([]);
  });

  it('reads /upcoming and /overdue as due-date slices, and pages them', async () => {
    const upcoming = await agent.get('/api/compliance/filing-requirements/upcoming').expect(200);
    expect(upcoming.body.map((row: Row) => row.id)).toEqual([ids.soon]);
    expect(upcoming.headers['x-total-count']).toBe('1');
    const overdue = await agent.get('/api/compliance/filing-requirements/overdue').expect(200);
    expect(overdue.body.map((row: Row) => row.id)).toEqual([ids.late, ids.lateMarked]);
    const paged = await agent.get('/api/compliance/filing-requirements/overdue?limit=1&offset=1').expect(200);
    expect(paged.body.map((row: Row) => row.id)).toEqual([ids.lateMarked]);
    expect(paged.headers['x-total-count']).toBe('2');
    const ofKaroo = await agent
      .get(`/api/compliance/filing-requirements/overdue?entityId=${ids.karoo}`)
      .expect(200);
    expect(ofKaroo.body.map((row: Row) => row.id)).toEqual([ids.late]);
  });

  it("answers one entity's filings on both routes, and pages them like the list", async () => {
    for (const url of [
      `/api/compliance/filing-requirements/${ids.protea}`,
      `/api/entities/${ids.protea}/filings`,
    ]) {
      const all = await agent.get(url).expect(200);
      expect(all.headers['x-total-count']).toBe('4');
      expect(all.body.map((row: Row) => row.id)).toEqual([
        ids.lateMarked,
        ids.exempt,
        ids.markedButDue,
        ids.later,
      ]);
      const page = await agent.get(`${url}?status=pending&limit=1`).expect(200);
      expect(page.body.map((row: Row) => row.id)).toEqual([ids.markedButDue]);
    }
  });

  it("404s another account's entity as a filter or a path, and refuses bad parameters naming them", async () => {
    const refused = await agent
      .get(`/api/compliance/filing-requirements?entityId=${ids.foreign}`)
      .expect(404);
    expect(refused.body.message).toBe("Entity not found or you don't have access to it");
    await agent.get(`/api/compliance/filing-requirements/${ids.foreign}`).expect(404);
    await agent.get(`/api/entities/${ids.foreign}/filings?limit=1`).expect(404);
    await agent.get(`/api/compliance/filing-requirements/overdue?entityId=${ids.foreign}`).expect(404);
    const bad = [
      ['?sort=status', 'sort', 'sort must be one of dueDate, requirementType, createdAt'],
      ['?status=late', 'status', 'status must be one of pending, submitted, overdue, exempt, not_required'],
      ['?limit=5000', 'limit', 'limit must be a whole number from 1 to 1000'],
      ['/upcoming?offset=x', 'offset', 'offset must be a whole number of at least 0'],
    ] as const;
    for (const [query, field, message] of bad) {
      const response = await agent.get(`/api/compliance/filing-requirements${query}`).expect(400);
      expect(response.body.errors).toContainEqual({ field, message });
    }
  });
});
