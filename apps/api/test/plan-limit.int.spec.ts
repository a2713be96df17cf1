import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

const LIMIT_MESSAGE = "You've reached your limit of 10 entities. Upgrade your plan to add more.";

async function createCompanies(agent: ReturnType<TestApp['agent']>, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await agent.post('/api/entities').send({ type: 'company', name: `Seed ${i}` });
    expect(response.status).toBe(201);
  }
}

const statuses = (responses: { status: number; body: { message?: string } }[]) => ({
  created: responses.filter((r) => r.status === 201).length,
  refused: responses.filter((r) => r.status === 403 && r.body.message === LIMIT_MESSAGE).length,
});

describe('the free plan entity limit under concurrency', () => {
  it('with 7 of 10 used, 20 simultaneous creates give exactly 3 successes and 17 refusals', async () => {
    const app = await startTestApp();
    try {
      const { agent } = await registeredAgent(app);
      await createCompanies(agent, 7);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          agent.post('/api/entities').send({ type: 'company', name: `Race ${i}` }),
        ),
      );
      expect(statuses(responses)).toEqual({ created: 3, refused: 17 });
      expect((await agent.get('/api/entities?type=company')).body).toHaveLength(10);
    } finally {
      await app.close();
      removeDataDir(app.dataDir);
    }
  });

  it('holds when two application instances share one data folder', async () => {
    const first = await startTestApp();
    const second = await startTestApp(first.dataDir);
    try {
      const { agent } = await registeredAgent(first);
      await createCompanies(agent, 7);
      const username = (await agent.get('/api/user')).body.username as string;
      const other = second.agent();
      expect((await other.post('/api/login').send({ username, password: 'secret123' })).status).toBe(200);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? agent : other).post('/api/entities').send({ type: 'company', name: `Race ${i}` }),
        ),
      );
      expect(statuses(responses)).toEqual({ created: 3, refused: 17 });
      expect((await other.get('/api/entities')).body).toHaveLength(10);
    } finally {
      await second.close();
      await first.close();
      removeDataDir(first.dataDir);
    }
  });
});
