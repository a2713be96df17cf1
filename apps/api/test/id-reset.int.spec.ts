import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EVENT_STORE, type EventStore, SQLITE_EVENTS_FILE, streams } from '@ledgerline/events';
import Redis from 'ioredis';
import {
  registeredAgent,
  removeDataDir,
  startTestApp,
  type TestApp,
  uniqueName,
  useTestApp,
} from './test-app';

type Agent = ReturnType<TestApp['agent']>;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const createCompany = async (agent: Agent, name: string): Promise<number> => {
  const response = await agent.post('/api/entities').send({ type: 'company', name });
  expect(response.status).toBe(201);
  return response.body.id as number;
};

/** What a lost id sequence looks like to the API: every sequence starts again at 1. */
type ResetSequences = (app: TestApp) => Promise<void>;

function describeIdReset(
  profile: string,
  overrides: () => object,
  reset: ResetSequences,
  ready = () => true,
) {
  describe(`ids after the sequences were lost (${profile})`, () => {
    let app: TestApp;
    beforeAll(async () => {
      if (!ready()) return;
      app = await startTestApp(undefined, overrides());
    });
    afterAll(async () => {
      if (!app) return;
      await app.close();
      removeDataDir(app.dataDir);
    });

    it('signs a newcomer in as themselves, with new ids, and keeps both accounts apart', async () => {
      if (!ready()) return;
      const first = await registeredAgent(app);
      const firstCompany = await createCompany(first.agent, 'First Holdings');
      await reset(app);

      const newcomerName = uniqueName('newcomer');
      const newcomer = await registeredAgent(app, newcomerName);
      expect(newcomer.user.id).not.toBe(first.user.id);
      expect(newcomer.user.accountId).not.toBe(first.user.accountId);
      const me = await newcomer.agent.get('/api/user');
      expect(me.body).toMatchObject({ id: newcomer.user.id, username: newcomerName });

      const newcomerCompany = await createCompany(newcomer.agent, 'Newcomer Holdings');
      expect(newcomerCompany).toBeGreaterThan(firstCompany);
      const firstList = await first.agent.get('/api/entities?type=company');
      expect(firstList.body.map((e: { name: string }) => e.name)).toEqual(['First Holdings']);
      expect((await newcomer.agent.get(`/api/entities/${firstCompany}`)).status).toBe(404);
    });
  });
}

describeIdReset(
  'embedded',
  () => ({}),
  async (app) => {
    const db = new Database(join(app.dataDir, SQLITE_EVENTS_FILE));
    db.prepare('UPDATE sequences SET value = 0').run();
    db.close();
  },
);

let redisReady = false;
const prefix = `ledgerline:test:${randomUUID()}:`;
beforeAll(async () => {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redisReady = await client.connect().then(
    () => true,
    () => false,
  );
  client.disconnect();
  if (!redisReady) console.log(`skipped: id reset on Redis — nothing answers at ${redisUrl}`);
});
afterAll(async () => {
  if (!redisReady) return;
  const client = new Redis(redisUrl);
  const keys = await client.keys(`${prefix}*`);
  if (keys.length) await client.del(...keys);
  client.disconnect();
});

describeIdReset(
  'Redis, restarted without persistence',
  () => ({ redisUrl, redisKeyPrefix: prefix }),
  async () => {
    const client = new Redis(redisUrl);
    const keys = await client.keys(`${prefix}seq:*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  },
  () => redisReady,
);

describe('a username whose registration never completed', () => {
  const testApp = useTestApp();

  const leaveClaim = async (username: string, recordedAt: Date) => {
    const store = testApp().app.get<EventStore>(EVENT_STORE);
    await store.appendToStream(
      streams.username(username),
      [
        {
          type: 'UsernameClaimed',
          data: { username, userId: 900_001, accountId: 900_001 },
          metadata: {
            eventId: randomUUID(),
            accountId: '900001',
            actorId: '900001',
            correlationId: randomUUID(),
            causationId: randomUUID(),
            recordedAt: recordedAt.toISOString(),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  };

  it('is free again once the claim is stale, and still taken while it is fresh', async () => {
    const stale = uniqueName('stale');
    await leaveClaim(stale, new Date(Date.now() - 10 * 60_000));
    const registered = await testApp()
      .agent()
      .post('/api/register')
      .send({ username: stale, password: 'secret123' });
    expect(registered.status).toBe(201);
    expect(registered.body.username).toBe(stale);

    const fresh = uniqueName('fresh');
    await leaveClaim(fresh, new Date());
    const refused = await testApp()
      .agent()
      .post('/api/register')
      .send({ username: fresh, password: 'secret123' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ field: 'username', message: 'Username already exists' }]);
  });
});
