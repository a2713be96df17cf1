import { EVENT_STORE, type EventStore } from '@ledgerline/events';
import { countConflicts } from '@ledgerline/events/testing';
import { registeredAgent, removeDataDir, startTestApp } from './test-app';

const LIMIT_MESSAGE = "You've reached your limit of 10 entities. Upgrade your plan to add more.";

describe('commands on one stream in one process', () => {
  it('take turns: 50 simultaneous creates cause no concurrency retry and stop exactly at the plan limit', async () => {
    const app = await startTestApp();
    try {
      const { agent } = await registeredAgent(app);
      // Reads take real I/O time, as on KurrentDB; on SQLite nothing runs between a load and its append.
      const store = countConflicts(app.app.get<EventStore>(EVENT_STORE));
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          agent.post('/api/entities').send({ type: 'company', name: `Turn ${i}` }),
        ),
      );
      const created = responses.filter((r) => r.status === 201).length;
      const refused = responses.filter((r) => r.status === 403 && r.body.message === LIMIT_MESSAGE).length;
      expect({ created, refused, conflicts: store.conflicts() }).toEqual({
        created: 10,
        refused: 40,
        conflicts: 0,
      });
      expect((await agent.get('/api/entities?type=company')).body).toHaveLength(10);
    } finally {
      await app.close();
      removeDataDir(app.dataDir);
    }
  });
});
