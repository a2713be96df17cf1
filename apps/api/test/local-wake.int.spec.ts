import { join } from 'node:path';
import { openSqliteEventStore, SQLITE_EVENTS_FILE } from '@ledgerline/events';
import { testEvent } from '@ledgerline/events/testing';
import { ProjectionRunner } from '@ledgerline/projections';
import { registeredAgent, useTestApp } from './test-app';

describe('projections with a long cross-process poll interval', () => {
  // Polling alone would leave every command past its wait (202); only the in-process wake answers 201.
  const testApp = useTestApp({
    crossProcessPollMs: { events: 5000, checkpoints: 5000 },
    projectionWaitMs: 2000,
  });

  it('show a command’s record as soon as the command returns', async () => {
    const { agent } = await registeredAgent(testApp());
    for (let i = 0; i < 5; i++) {
      const created = await agent.post('/api/entities').send({ type: 'company', name: `Awake ${i}` });
      expect(created.status).toBe(201);
      expect((await agent.get(`/api/entities/${created.body.id}`)).body.name).toBe(`Awake ${i}`);
    }
  });

  it('still pick up an append made through another store instance (another process) by polling', async () => {
    const other = openSqliteEventStore(join(testApp().dataDir, SQLITE_EVENTS_FILE));
    try {
      // A type no projector knows: the runner skips it, so only its checkpoint shows it was read.
      const { lastGlobalPosition } = await other.appendToStream('probe', [testEvent('ProbeRecorded')]);
      expect(await testApp().app.get(ProjectionRunner).waitFor(lastGlobalPosition, 10_000)).toBe(true);
    } finally {
      await other.close();
    }
  }, 20_000);
});
