import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import {
  type Agent,
  createAsset,
  createEntity,
  createFiling,
  daysFromToday,
  itRefuses,
  startWithAccount,
  stopTestApp,
  totalCount,
} from './list-spec-support';
import { registeredAgent, type TestApp } from './test-app';

type Activity = { activityType: string; description: string; entityId: number | null };
type Notice = { id: number; isRead: boolean; type: string; message: string };

const lines = (body: Activity[]) => body.map((activity) => activity.description);

describe('GET /api/activities/recent: newest first, paged, filtered and searched', () => {
  let app: TestApp;
  let agent: Agent;
  let user: { id: number };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, agent, user } = await startWithAccount('karoo-clerk'));
    ids.karoo = await createEntity(agent, { type: 'company', name: 'Karoo Mining' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    await createAsset(agent, { name: 'Head office', ownerEntityId: ids.karoo });
    await agent.patch(`/api/entities/${ids.karoo}`).send({ industry: 'Mining' }).expect(200);
    const other = (await registeredAgent(app)).agent;
    ids.foreign = await createEntity(other, { type: 'company', name: 'Karoo Elsewhere' });
  });
  afterAll(() => stopTestApp(app));

  it('answers the newest 10 by default with the total', async () => {
    const response = await agent.get('/api/activities/recent').expect(200);
    expect(totalCount(response)).toBe('4');
    expect(lines(response.body)).toEqual([
      'Updated company Karoo Mining (industry)',
      'Added asset Head office owned by Karoo Mining',
      'Created individual Thandi Nkosi',
      'Created company Karoo Mining',
    ]);
    expect(response.body[0].actor).toEqual({ id: user.id, username: 'karoo-clerk' });
    expect(Object.keys(response.body[0]).sort()).toEqual([
      'activityType',
      'actor',
      'assetId',
      'createdAt',
      'description',
      'entityId',
      'id',
      'relationshipId',
    ]);
  });

  it('pages with offset, filters by activity type and entity, and searches descriptions', async () => {
    const get = async (query: string) =>
      (await agent.get(`/api/activities/recent?${query}`).expect(200)).body;
    expect(lines(await get('limit=2&offset=1'))).toEqual([
      'Added asset Head office owned by Karoo Mining',
      'Created individual Thandi Nkosi',
    ]);
    expect(lines(await get('activityType=create_company'))).toEqual(['Created company Karoo Mining']);
    expect(lines(await get(`entityId=${ids.karoo}`))).toEqual([
      'Updated company Karoo Mining (industry)',
      'Added asset Head office owned by Karoo Mining',
      'Created company Karoo Mining',
    ]);
    const found = await agent.get('/api/activities/recent?q=head%20off').expect(200);
    expect(lines(found.body)).toEqual(['Added asset Head office owned by Karoo Mining']);
    expect(totalCount(found)).toBe('1');
    expect(await get('q=elsewhere')).toEqual([]);
  });

  it("404s another account's entity", async () => {
    const refused = await agent.get(`/api/activities/recent?entityId=${ids.foreign}`).expect(404);
    expect(refused.body.message).toBe("Entity not found or you don't have access to it");
  });

  itRefuses(() => agent, '/api/activities/recent', [
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset', 'offset must be a whole number of at least 0'],
    [
      'activityType=create_group',
      'activityType',
      expect.stringMatching(/^activityType must be one of create_company/),
    ],
    ['entityId=x', 'entityId', 'entityId must be a positive whole number'],
  ]);
});

describe('GET /api/notifications: newest first, paged, filtered and searched', () => {
  let app: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    ({ app, agent } = await startWithAccount());
    const entityId = await createEntity(agent, { type: 'company', name: 'Notify Co' });
    for (const [requirementType, dueDate] of [
      ['annual_return', daysFromToday(5)],
      ['tax_filing', daysFromToday(-2)],
      ['financial_statement', daysFromToday(1)],
    ])
      await createFiling(agent, { entityId, requirementType, dueDate });
    await app.app.get(DeadlineScanService).scanAll();
  });
  afterAll(() => stopTestApp(app));

  it('answers every notification newest first with the total, filters by read state and searches messages', async () => {
    const all = await agent.get('/api/notifications').expect(200);
    const notices = all.body as Notice[];
    expect(totalCount(all)).toBe(String(notices.length));
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(notices.map((n) => n.id)).toEqual([...notices.map((n) => n.id)].sort((a, b) => b - a));
    expect(notices[0]).not.toHaveProperty('accountId');
    await agent.post(`/api/notifications/${notices[0].id}/read`).expect(200);
    const unread = await agent.get('/api/notifications?isRead=false').expect(200);
    expect(totalCount(unread)).toBe(String(notices.length - 1));
    expect((unread.body as Notice[]).every((n) => !n.isRead)).toBe(true);
    const read = (await agent.get('/api/notifications?isRead=true').expect(200)).body as Notice[];
    expect(read.map((n) => n.id)).toEqual([notices[0].id]);
    const page = (await agent.get('/api/notifications?limit=1&offset=1').expect(200)).body as Notice[];
    expect(page.map((n) => n.id)).toEqual([notices[1].id]);
    const overdue = notices.filter((n) => n.type === 'filing_overdue');
    const found = (await agent.get('/api/notifications?q=overdue').expect(200)).body as Notice[];
    expect(found.map((n) => n.id)).toEqual(overdue.map((n) => n.id));
  });

  it('keeps accounts apart', async () => {
    const other = (await registeredAgent(app)).agent;
    const theirs = await other.get('/api/notifications').expect(200);
    expect(theirs.body).toEqual([]);
    expect(totalCount(theirs)).toBe('0');
  });

  itRefuses(() => agent, '/api/notifications', [
    ['isRead=maybe', 'isRead', "isRead must be 'true' or 'false'"],
    ['sort=message', 'sort', 'sort must be one of createdAt'],
    ['limit=x', 'limit', 'limit must be a whole number from 1 to 1000'],
  ]);
});
