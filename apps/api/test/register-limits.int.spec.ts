import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

const outcome = (responses: { status: number; body: { message?: string } }[], noun: string) => ({
  created: responses.filter((r) => r.status === 201).length,
  refused: responses.filter(
    (r) =>
      r.status === 403 &&
      r.body.message === `You've reached your limit of 10 ${noun}. Upgrade your plan to add more.`,
  ).length,
});

describe('asset and relationship limits under concurrency (free plan: 10 each)', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: number[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    agent = (await registeredAgent(app)).agent;
    for (let i = 0; i < 10; i++)
      ids.push((await agent.post('/api/entities').send({ type: 'company', name: `Co ${i}` })).body.id);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('with 7 assets used, 20 simultaneous creates give exactly 3 successes', async () => {
    for (let i = 0; i < 7; i++)
      await agent
        .post('/api/assets')
        .send({ name: `Asset ${i}`, ownerEntityId: ids[0] })
        .expect(201);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        agent.post('/api/assets').send({ name: `Race ${i}`, ownerEntityId: ids[1] }),
      ),
    );
    expect(outcome(responses, 'assets')).toEqual({ created: 3, refused: 17 });
  });

  it('with 7 relationships used, 20 simultaneous creates give exactly 3 successes; deleting frees one', async () => {
    for (let i = 1; i <= 7; i++)
      await agent
        .post('/api/relationships')
        .send({ sourceEntityId: ids[0], targetEntityId: ids[i], type: 'shareholder' })
        .expect(201);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        agent
          .post('/api/relationships')
          .send({ sourceEntityId: ids[9], targetEntityId: ids[i % 9], type: 'other', notes: `${i}` }),
      ),
    );
    const created = responses.filter((r) => r.status === 201);
    // Same type between the same pair is refused with 409 before the limit is reached; count only distinct pairs.
    expect(outcome(responses, 'relationships').created).toBe(3);
    await agent.delete(`/api/relationships/${created[0].body.id}`).expect(200);
    await agent
      .post('/api/relationships')
      .send({ sourceEntityId: ids[8], targetEntityId: ids[9], type: 'director' })
      .expect(201);
  });
});
