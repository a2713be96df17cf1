import { READ_STORE, type SqliteReadStore, planProblems } from '@ledgerline/projections';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/**
 * Every statement a read route issues must read an indexed slice of one account (issue 8): no scan of
 * a collection, no search that starts with a range, no sort outside an index. The routes run against
 * a seeded register so that the planner sees real tables.
 */
const ROUTES = [
  '/api/dashboard',
  '/api/user',
  '/api/subscription',
  '/api/entities/limit',
  '/api/entities',
  '/api/entities?type=company&limit=10',
  '/api/entities?type=company&limit=10&offset=10&sort=name&order=desc',
  '/api/entities?type=company&status=inactive&limit=10&sort=name',
  '/api/entities?type=individual&limit=10&sort=registrationNumber',
  '/api/entities?type=trust&limit=10&sort=country&order=desc',
  '/api/entities?type=company&limit=10&sort=status',
  '/api/entities?limit=10&sort=name',
  '/api/entities?type=company&q=acme&limit=10&sort=name',
  '/api/entities?groupId={group}&limit=10&sort=name',
  '/api/entities?groupId={group}&type=company&limit=10',
  '/api/entities/relationships?limit=10',
  '/api/entities/{company}/relationships',
];

async function seed(agent: Agent) {
  const ids: Record<string, number> = {};
  const create = async (body: object) =>
    (await agent.post('/api/entities').send(body).expect(201)).body.id as number;
  for (let n = 1; n <= 8; n++) ids.company = await create({ type: 'company', name: `Acme ${n}` });
  ids.person = await create({ type: 'individual', name: 'Thandi Nkosi' });
  await create({ type: 'trust', name: 'Nkosi Family Trust', trustType: 'family' });
  const link = { sourceEntityId: ids.person, targetEntityId: ids.company, type: 'shareholder' };
  await agent
    .post('/api/relationships')
    .send({ ...link, ownershipPercentage: 40 })
    .expect(201);
  await agent.post('/api/assets').send({ name: 'Head office', ownerEntityId: ids.company }).expect(201);
  ids.group = (await agent.post('/api/groups').send({ name: 'Clients' }).expect(201)).body.id as number;
  await agent.post(`/api/groups/${ids.group}/entities/${ids.company}`).expect(201);
  return ids;
}

describe('read routes read indexed slices (EXPLAIN QUERY PLAN)', () => {
  let app: TestApp;
  let store: SqliteReadStore;
  let agent: Agent;
  let ids: Record<string, number>;
  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get(READ_STORE);
    ({ agent } = await registeredAgent(app));
    await seed((await registeredAgent(app)).agent);
    ids = await seed(agent);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it.each(ROUTES)('%s', async (route) => {
    const url = route.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
    const statements: { sql: string; params: unknown[] }[] = [];
    const stop = store.onRead((sql, params) => statements.push({ sql, params }));
    try {
      await agent.get(url).expect(200);
    } finally {
      stop();
    }
    const problems = statements.flatMap(({ sql, params }) =>
      planProblems(sql, store.explain(sql, params)).map((line) => `${line}\n    in ${sql}`),
    );
    expect(problems).toEqual([]);
  });
});
