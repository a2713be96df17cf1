import {
  type Agent,
  addToGroup,
  createEntity,
  createFiling,
  createGroup,
  daysFromToday,
  idsOf,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

const FILINGS = '/api/compliance/filing-requirements';

describe('Deadlines: the account-wide filings list and calendar slice, reopen, bulk mark as filed', () => {
  let app: TestApp;
  let agent: Agent;
  let other: Agent;
  const ids: Record<string, number> = {};
  const file = (entityId: number, requirementType: string, dueDate: string, status = 'pending') =>
    createFiling(agent, { entityId, requirementType, dueDate, status });
  const get = async (query: string) => {
    const response = await agent.get(`${FILINGS}?${query}`).expect(200);
    return { ids: idsOf(response.body), total: totalCount(response) };
  };
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    ids.karoo = await createEntity(agent, { type: 'company', name: 'Karoo Mining' });
    ids.protea = await createEntity(agent, { type: 'company', name: 'Protea Holdings' });
    ids.group = await createGroup(agent, 'Mining clients');
    await addToGroup(agent, ids.group, ids.karoo);
    ids.done = await file(ids.karoo, 'annual_return', daysFromToday(-40), 'submitted');
    ids.late = await file(ids.protea, 'tax_filing', daysFromToday(-5));
    ids.soon = await file(ids.karoo, 'tax_filing', daysFromToday(3));
    ids.later = await file(ids.protea, 'annual_return', daysFromToday(60));
    ids.history = await file(ids.karoo, 'annual_return', daysFromToday(-400));
    ({ agent: other } = await registeredAgent(app));
    ids.foreignEntity = await createEntity(other, { type: 'company', name: 'Elsewhere' });
    ids.foreign = await createFiling(other, {
      entityId: ids.foreignEntity,
      requirementType: 'annual_return',
      dueDate: daysFromToday(-5),
    });
    ids.foreignGroup = await createGroup(other, 'Theirs');
  });
  afterAll(() => stopTestApp(app));

  it('sorts overdue first: open filings by due date, then the settled ones', async () => {
    expect((await get('sort=priority&limit=10')).ids).toEqual([
      ids.history,
      ids.late,
      ids.soon,
      ids.later,
      ids.done,
    ]);
  });

  it('filters by group, kind, status and due within N days, and reads a due-date window (a month)', async () => {
    expect((await get(`groupId=${ids.group}&sort=priority`)).ids).toEqual([ids.history, ids.soon, ids.done]);
    expect((await get(`groupId=${ids.group}&entityId=${ids.protea}`)).ids).toEqual([]);
    expect((await get('requirementType=tax_filing')).ids).toEqual([ids.late, ids.soon]);
    expect((await get('dueWithinDays=7')).ids).toEqual([ids.soon]);
    expect((await get('dueWithinDays=7&status=overdue')).ids).toEqual([]);
    expect((await get('status=overdue&sort=priority')).ids).toEqual([ids.history, ids.late]);
    const window = await get(`dueFrom=${daysFromToday(-6)}&dueTo=${daysFromToday(3)}&limit=1`);
    expect(window).toEqual({ ids: [ids.late], total: '2' });
    expect((await get(`dueFrom=${daysFromToday(-6)}&dueTo=${daysFromToday(3)}&sort=priority`)).ids).toEqual([
      ids.late,
      ids.soon,
    ]);
  });

  it("answers 404 for another account's group and entity", async () => {
    await agent.get(`${FILINGS}?groupId=${ids.foreignGroup}`).expect(404);
    await agent.get(`${FILINGS}?entityId=${ids.foreignEntity}`).expect(404);
  });

  itRefuses(() => agent, FILINGS, [
    ['groupId=abc', 'groupId', 'groupId must be a positive whole number'],
    ['requirementType=rent', 'requirementType', expect.stringContaining('requirementType must be one of')],
    ['dueWithinDays=-1', 'dueWithinDays', 'dueWithinDays must be a whole number from 0 to 3660'],
    ['dueFrom=2026-13-45', 'dueFrom', 'dueFrom must be a date (YYYY-MM-DD)'],
    ['dueTo=2026-02-30', 'dueTo', 'dueTo must be a date (YYYY-MM-DD)'],
    ['dueFrom=2026-05-02&dueTo=2026-05-01', 'dueTo', 'dueTo must not be before dueFrom'],
    ['sort=urgency', 'sort', expect.stringContaining('sort must be one of')],
  ]);

  describe('reopen (undo of mark submitted)', () => {
    it('marks submitted, then reopens: pending again, without a submission date', async () => {
      const id = await file(ids.protea, 'other', daysFromToday(9));
      await agent.patch(`${FILINGS}/${id}`).send({ status: 'submitted' }).expect(200);
      const reopened = await agent.post(`${FILINGS}/${id}/reopen`).expect(200);
      expect(reopened.body).toMatchObject({ id, status: 'pending', submissionDate: null });
      const listed = await agent.get(`${FILINGS}?status=pending&entityId=${ids.protea}`).expect(200);
      expect(idsOf(listed.body)).toContain(id);
      const history = await agent.get(`${FILINGS}/${id}/history`).expect(200);
      expect(history.body[0]).toMatchObject({
        kind: 'updated',
        changes: { status: { from: 'submitted', to: 'pending' } },
      });
    });

    it('refuses a filing that is not submitted (409), an unknown, foreign or malformed id', async () => {
      const conflict = await agent.post(`${FILINGS}/${ids.soon}/reopen`).expect(409);
      expect(conflict.body.errors).toContainEqual({
        field: 'status',
        message: 'Only a submitted filing can be reopened',
      });
      await agent.post(`${FILINGS}/${ids.foreign}/reopen`).expect(404);
      await agent.post(`${FILINGS}/999999/reopen`).expect(404);
      const bad = await agent.post(`${FILINGS}/abc/reopen`).expect(400);
      expect(bad.body.errors[0].field).toBe('id');
    });
  });

  describe('bulk mark as filed', () => {
    it('answers per filing: submitted, already submitted, or not found (another account)', async () => {
      const a = await file(ids.karoo, 'annual_return', daysFromToday(-800));
      const b = await file(ids.karoo, 'annual_return', daysFromToday(-700));
      const response = await agent
        .post(`${FILINGS}/mark-filed`)
        .send({ ids: [a, b, ids.done, ids.foreign], submissionDate: daysFromToday(-600) })
        .expect(200);
      expect(response.body.results).toEqual([
        { id: a, outcome: 'submitted' },
        { id: b, outcome: 'submitted' },
        { id: ids.done, outcome: 'already_submitted' },
        { id: ids.foreign, outcome: 'not_found', message: expect.any(String) },
      ]);
      const marked = await agent.get(`${FILINGS}/${ids.karoo}?status=submitted`).expect(200);
      expect(marked.body.find((row: { id: number }) => row.id === a)).toMatchObject({
        status: 'submitted',
        submissionDate: daysFromToday(-600),
      });
      const foreign = await other.get(`${FILINGS}/${ids.foreignEntity}`).expect(200);
      expect(foreign.body[0].status).toBe('overdue');
    });

    it.each([
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['x'] }, 'ids.0'],
      [{ ids: [1], submissionDate: '2999-01-01' }, 'submissionDate'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const response = await agent.post(`${FILINGS}/mark-filed`).send(body).expect(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    });
  });
});
