import { READ_STORE, type SqliteReadStore, planProblems } from '@ledgerline/projections';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import {
  type Agent,
  addToGroup,
  createAsset,
  createEntity,
  createFiling,
  createGroup,
  createRelationship,
  daysFromToday,
  startWithAccount,
  stopTestApp,
  updateSubscription,
  uploadFile,
} from './list-spec-support';
import { ROUTES, SWEEPS, WRITES, sortedInMemory, sweepRoutes } from './query-plans.routes';
import { registeredAgent, type TestApp } from './test-app';

async function seed(agent: Agent) {
  const ids: Record<string, number> = {};
  for (let n = 1; n <= 8; n++) {
    ids.company = await createEntity(agent, { type: 'company', name: `Acme ${n}` });
    ids.holding ??= ids.company;
  }
  ids.person = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
  ids.trust = await createEntity(agent, { type: 'trust', name: 'Nkosi Family Trust', trustType: 'family' });
  await agent
    .post('/api/individual-details')
    .send({ entityId: ids.person, nationality: 'South African' })
    .expect(201);
  const link = { sourceEntityId: ids.person, targetEntityId: ids.company, type: 'shareholder' };
  ids.relationship = await createRelationship(agent, { ...link, ownershipPercentage: 30 });
  await createRelationship(agent, {
    sourceEntityId: ids.trust,
    targetEntityId: ids.company,
    type: 'parent',
    ownershipPercentage: 60,
  });
  for (const type of ['founder', 'trustee', 'beneficiary'])
    await createRelationship(agent, { sourceEntityId: ids.person, targetEntityId: ids.trust, type });
  ids.asset = await createAsset(agent, { name: 'Head office', ownerEntityId: ids.company });
  ids.group = await createGroup(agent, 'Clients');
  await createGroup(agent, 'Family office');
  await addToGroup(agent, ids.group, ids.company);
  await addToGroup(agent, ids.group, ids.trust);
  for (const [requirementType, dueDate] of [
    ['annual_return', daysFromToday(5)],
    ['tax_filing', daysFromToday(-2)],
  ])
    await createFiling(agent, { entityId: ids.company, requirementType, dueDate });
  await uploadFile(agent, ids.company, 'register.pdf', { documentType: 'securities_register' });
  return ids;
}

describe('read routes read indexed slices (EXPLAIN QUERY PLAN)', () => {
  let app: TestApp;
  let store: SqliteReadStore;
  let agent: Agent;
  let ids: Record<string, number>;
  beforeAll(async () => {
    // The first user of a fresh install is its admin.
    ({ app, agent } = await startWithAccount('planadmin'));
    store = app.app.get(READ_STORE);
    await seed((await registeredAgent(app, 'planother')).agent);
    ids = await seed(agent);
    const { id: userId } = (await agent.get('/api/user').expect(200)).body as { id: number };
    await updateSubscription(agent, { userId, tier: 'standard' });
    await app.app.get(DeadlineScanService).scanAll();
    // A filed owner set: every change of the register then computes the company's owners again.
    const filing = await createFiling(agent, {
      entityId: ids.company,
      requirementType: 'beneficial_ownership_filing',
      dueDate: daysFromToday(9),
    });
    await agent
      .patch(`/api/compliance/filing-requirements/${filing}`)
      .send({ status: 'submitted' })
      .expect(200);
  });
  afterAll(() => stopTestApp(app));

  /** The plan problems of every statement `route` issues (and the route's status: 200, or 201 for a POST). */
  async function problemsOf(route: string, body?: object): Promise<string[]> {
    const url = route.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
    const statements: { sql: string; params: unknown[] }[] = [];
    const stop = store.onRead((sql, params) => statements.push({ sql, params }));
    try {
      if (url.startsWith('POST ')) await agent.post(url.slice(5)).send(body).expect(201);
      else await agent.get(url).expect(200);
    } finally {
      stop();
    }
    return statements.flatMap(({ sql, params }) =>
      planProblems(sql, store.explain(sql, params)).map((line) => `${url}: ${line}\n    in ${sql}`),
    );
  }

  it.each(ROUTES)('%s', async (route) => {
    expect(await problemsOf(route)).toEqual([]);
  });

  it.each(WRITES.map((write) => [write.route, write] as const))('%s', async (route, write) => {
    expect(await problemsOf(route, write.body(ids))).toEqual([]);
  });

  it.each(SWEEPS.map((sweep) => [sweep.path, sweep] as const))(
    '%s: every sort, order and filter',
    async (_path, sweep) => {
      const problems: string[] = [];
      for (const route of sweepRoutes(sweep).filter((r) => !sortedInMemory(r)))
        problems.push(...(await problemsOf(route)));
      expect(problems).toEqual([]);
    },
  );
});
