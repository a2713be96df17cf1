import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

/** The scope of each planning run, as the scan service hands it to `currentPlans`. */
const mockScopes: unknown[] = [];

jest.mock('../src/modules/deadlines/domain/plan-filings.decider', () => {
  const actual = jest.requireActual('../src/modules/deadlines/domain/plan-filings.decider');
  return {
    ...actual,
    currentPlans: (...args: Parameters<typeof actual.currentPlans>) => {
      mockScopes.push(args[3]);
      return actual.currentPlans(...args);
    },
  };
});

const COMPANIES = 60;

/** The link route's planning after an undated write: its ends and whose owner set it changed (0085). */
describe('deadline planning after a link into a large cycle', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it(`plans only the link's ends when no owner set changed in a ${COMPANIES}-company cycle, and the same filings as a whole-account run`, async () => {
    const admin = (await registeredAgent(app)).agent;
    const { agent, user } = await registeredAgent(app);
    await admin
      .post('/api/subscription/update')
      .send({ userId: user.id, tier: 'enterprise', status: 'active' })
      .expect(200);
    const create = async (fields: Record<string, unknown>) =>
      (await agent.post('/api/entities').send(fields).expect(201)).body.id as number;
    const link = (sourceEntityId: number, targetEntityId: number, ownershipPercentage: number) =>
      agent
        .post('/api/relationships')
        .send({ sourceEntityId, targetEntityId, type: 'shareholder', ownershipPercentage })
        .expect(201);
    const founder = await create({ type: 'individual', name: 'Founder' });
    const ids: number[] = [];
    for (let k = 0; k < COMPANIES; k++)
      ids.push(await create({ type: 'company', name: `Cycle ${k + 1}`, incorporationDate: '2015-03-02' }));
    await link(founder, ids[0], 40);
    for (let k = 0; k + 1 < COMPANIES; k++) {
      await link(ids[k], ids[k + 1], 30);
      await link(ids[k + 1], ids[k], 20);
    }
    // Percentages move round the whole cycle; no one reaches 5% of a company they did not before.
    mockScopes.length = 0;
    await link(ids[49], ids[44], 10);
    expect(mockScopes).toEqual([new Set([ids[49], ids[44]])]);
    // A newcomer's 50% of company 40 makes them an owner of companies 39 to 42.
    const newcomer = await create({ type: 'individual', name: 'Newcomer' });
    mockScopes.length = 0;
    await link(newcomer, ids[39], 50);
    expect(mockScopes).toEqual([new Set([newcomer, ...ids.slice(38, 42)])]);
    // Nothing left for the whole-account run to add.
    expect(await app.app.get(DeadlineScanService).planAccount(user.accountId)).toBe(0);
  }, 300_000);
});
