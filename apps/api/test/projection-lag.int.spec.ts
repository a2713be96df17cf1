import { registeredAgent, useTestApp } from './test-app';

describe('a command whose read model has not caught up when the wait ends', () => {
  // No wait at all: every command answers before its projections have run.
  const testApp = useTestApp({ projectionWaitMs: 0 });

  it('answers 202 with what was recorded and where to read it, never 404, and signs a newcomer in', async () => {
    const { agent, user } = await registeredAgent(testApp());
    expect(user.id).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await agent.post('/api/entities').send({ type: 'company', name: `Lagging Co ${i}` });
      statuses.push(created.status);
      if (created.status !== 202) continue;
      expect(created.body.message).toBe('Recorded; it will be visible in a moment');
      expect(created.body.recorded[0]).toMatchObject({
        type: 'EntityRegistered',
        profile: { name: `Lagging Co ${i}` },
      });
      const location = created.headers.location as string;
      expect(location).toBe(`/api/entities/${created.body.recorded[0].entityId}`);
      let read = 404;
      for (let attempt = 0; attempt < 50 && read !== 200; attempt++) {
        read = (await agent.get(location)).status;
        if (read !== 200) await new Promise((done) => setTimeout(done, 20));
      }
      expect(read).toBe(200);
    }
    expect(statuses.filter((status) => status !== 201 && status !== 202)).toEqual([]);
    expect(statuses).toContain(202);
  });
});
