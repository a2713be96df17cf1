import {
  type Agent,
  createEntity,
  createFiling,
  daysFromToday,
  idsOf,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

type Row = { id: number; requirementType: string; status: string };

const types = (body: Row[]) => body.map((row) => row.requirementType);

describe('GET /api/compliance/filing-requirements (and /upcoming, /overdue, per entity): paging, sorting, filters, search', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};
  const file = (entityId: number, requirementType: string, dueDate: string, status = 'pending') =>
    createFiling(agent, { entityId, requirementType, dueDate, status });
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.karoo = await createEntity(agent, { type: 'company', name: 'Karoo Mining' });
    ids.protea = await createEntity(agent, { type: 'company', name: 'Protea Holdings' });
    ids.late = await file(ids.karoo, 'annual_return', daysFromToday(-3));
    ids.lateMarked = await file(ids.protea, 'tax_filing', daysFromToday(-1), 'overdue');
    ids.soon = await file(ids.karoo, 'tax_filing', daysFromToday(10));
    ids.markedButDue = await file(ids.protea, 'other', daysFromToday(20), 'overdue');
    ids.later = await file(ids.protea, 'financial_statement', daysFromToday(90));
    ids.done = await file(ids.karoo, 'change_of_directors', daysFromToday(-30), 'submitted');
    ids.exempt = await file(ids.protea, 'other', daysFromToday(5), 'exempt');
    const other = (await registeredAgent(app)).agent;
    ids.foreign = await createEntity(other, { type: 'company', name: 'Karoo Elsewhere' });
    await createFiling(other, {
      entityId: ids.foreign,
      requirementType: 'annual_return',
      dueDate: daysFromToday(-3),
    });
  });
  afterAll(() => stopTestApp(app));

  it('answers every filing soonest due first with its total when no paging is asked for (the spec shape)', async () => {
    const response = await agent.get('/api/compliance/filing-requirements').expect(200);
    expect(totalCount(response)).toBe('7');
    expect(idsOf(response.body)).toEqual([
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
    expect(idsOf(await get('status=overdue'))).toEqual([ids.late, ids.lateMarked]);
    expect(idsOf(await get('status=overdue&sort=createdAt&order=desc'))).toEqual([ids.lateMarked, ids.late]);
    const pending = await get('status=pending');
    expect(idsOf(pending)).toEqual([ids.soon, ids.markedButDue, ids.later]);
    expect(pending.every((row) => row.status === 'pending')).toBe(true);
    expect(idsOf(await get('status=submitted'))).toEqual([ids.done]);
    expect(idsOf(await get('status=exempt'))).toEqual([ids.exempt]);
    expect(types(await get(`entityId=${ids.karoo}`))).toEqual([
      'change_of_directors',
      'annual_return',
      'tax_filing',
    ]);
    expect(idsOf(await get(`entityId=${ids.protea}&status=overdue`))).toEqual([ids.lateMarked]);
  });

  it('pages and sorts by due date, requirement type and creation both ways, and searches type and entity name', async () => {
    const page = await agent.get('/api/compliance/filing-requirements?limit=2&offset=1').expect(200);
    expect(totalCount(page)).toBe('7');
    expect(idsOf(page.body)).toEqual([ids.late, ids.lateMarked]);
    const get = async (query: string) =>
      (await agent.get(`/api/compliance/filing-requirements?${query}`).expect(200)).body as Row[];
    expect(idsOf(await get('order=desc&limit=1'))).toEqual([ids.later]);
    expect(types(await get('sort=requirementType&limit=3'))).toEqual([
      'annual_return',
      'change_of_directors',
      'financial_statement',
    ]);
    expect(idsOf(await get('sort=createdAt&order=desc&limit=2'))).toEqual([ids.exempt, ids.done]);
    expect(types(await get('q=tax'))).toEqual(['tax_filing', 'tax_filing']);
    expect(types(await get('q=karoo%20return'))).toEqual(['annual_return']);
    expect(await get('q=elsewhere')).toEqual([]);
  });

  it('reads /upcoming and /overdue as due-date slices, and pages them', async () => {
    const upcoming = await agent.get('/api/compliance/filing-requirements/upcoming').expect(200);
    // Stored as overdue but due in 20 days, the filing reads as pending (decision 0008), so it is upcoming too.
    expect(idsOf(upcoming.body)).toEqual([ids.soon, ids.markedButDue]);
    expect(totalCount(upcoming)).toBe('2');
    const overdue = await agent.get('/api/compliance/filing-requirements/overdue').expect(200);
    expect(idsOf(overdue.body)).toEqual([ids.late, ids.lateMarked]);
    const paged = await agent.get('/api/compliance/filing-requirements/overdue?limit=1&offset=1').expect(200);
    expect(idsOf(paged.body)).toEqual([ids.lateMarked]);
    expect(totalCount(paged)).toBe('2');
    const ofKaroo = await agent
      .get(`/api/compliance/filing-requirements/overdue?entityId=${ids.karoo}`)
      .expect(200);
    expect(idsOf(ofKaroo.body)).toEqual([ids.late]);
  });

  it("answers one entity's filings on both routes, and pages them like the list", async () => {
    for (const url of [
      `/api/compliance/filing-requirements/${ids.protea}`,
      `/api/entities/${ids.protea}/filings`,
    ]) {
      const all = await agent.get(url).expect(200);
      expect(totalCount(all)).toBe('4');
      expect(idsOf(all.body)).toEqual([ids.lateMarked, ids.exempt, ids.markedButDue, ids.later]);
      const page = await agent.get(`${url}?status=pending&limit=1`).expect(200);
      expect(idsOf(page.body)).toEqual([ids.markedButDue]);
    }
  });

  it("404s another account's entity as a filter or a path", async () => {
    const refused = await agent
      .get(`/api/compliance/filing-requirements?entityId=${ids.foreign}`)
      .expect(404);
    expect(refused.body.message).toBe("Entity not found or you don't have access to it");
    await agent.get(`/api/compliance/filing-requirements/${ids.foreign}`).expect(404);
    await agent.get(`/api/entities/${ids.foreign}/filings?limit=1`).expect(404);
    await agent.get(`/api/compliance/filing-requirements/overdue?entityId=${ids.foreign}`).expect(404);
  });

  itRefuses(() => agent, '/api/compliance/filing-requirements', [
    ['sort=status', 'sort', 'sort must be one of dueDate, requirementType, createdAt, priority'],
    ['status=late', 'status', 'status must be one of pending, submitted, overdue, exempt, not_required'],
    ['limit=5000', 'limit', 'limit must be a whole number from 1 to 1000'],
  ]);

  itRefuses(() => agent, '/api/compliance/filing-requirements/upcoming', [
    ['offset=x', 'offset', 'offset must be a whole number of at least 0'],
  ]);
});
