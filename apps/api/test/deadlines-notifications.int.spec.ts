import { formatDisplayDay } from '@ledgerline/contracts';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import { SCAN_JOB, startDeadlineWorker } from '../src/worker/deadline-worker';
import { registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';
import { localDay } from '@ledgerline/contracts';

/** `offset` days from the server's today, a South African day. */
const day = (offset: number) => localDay(Date.now() + offset * 86_400_000);
/** A day as notices show it (docs/decisions/0044). */
const shownDay = (offset: number) => formatDisplayDay(day(offset));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe('deadline engine and notifications', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  it('plans the BO filing from the incorporation date as soon as the company is created', async () => {
    const { agent } = await registeredAgent(app);
    const id = (
      await agent
        .post('/api/entities')
        .send({ type: 'company', name: 'New Co', incorporationDate: '2025-12-12' })
    ).body.id;
    const filings = (await agent.get(`/api/entities/${id}/filings`)).body;
    expect(filings).toContainEqual(
      expect.objectContaining({
        requirementType: 'beneficial_ownership_filing',
        dueDate: '2025-12-31',
        origin: 'deadline_engine',
      }),
    );
    await agent.patch(`/api/entities/${id}`).send({ name: 'New Co Renamed' }).expect(200);
    expect(
      (await agent.get(`/api/entities/${id}/filings`)).body.filter(
        (f: { requirementType: string }) => f.requirementType === 'beneficial_ownership_filing',
      ),
    ).toHaveLength(1);
  });

  it('raises each deadline notification once, however often the scan runs, and marks them read', async () => {
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Notify Co' })).body.id;
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'annual_return', dueDate: day(5) })
      .expect(201);
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'tax_filing', dueDate: day(-2) })
      .expect(201);
    const scans = app.app.get(DeadlineScanService);
    await Promise.all([scans.scanAll(), scans.scanAll()]);
    await scans.scanAll();
    const notifications = (await agent.get('/api/notifications')).body;
    expect(notifications.map((n: { type: string }) => n.type).sort()).toEqual([
      'deadline_7_days',
      'filing_overdue',
    ]);
    expect(notifications[0]).toMatchObject({ isRead: false, actionUrl: `/companies/${entityId}/compliance` });
    await agent.post(`/api/notifications/${notifications[0].id}/read`).expect(200);
    await agent.post('/api/notifications/read-all').expect(200);
    expect((await agent.get('/api/notifications')).body.every((n: { isRead: boolean }) => n.isRead)).toBe(
      true,
    );
    const other = await registeredAgent(app);
    expect((await other.agent.get('/api/notifications')).body).toEqual([]);
    expect((await other.agent.post(`/api/notifications/${notifications[0].id}/read`)).status).toBe(404);
  });

  it("settles a filing's notices with it: filed, they stop asking for action and no longer count as unread", async () => {
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Settle Co' })).body.id;
    const file = async (requirementType: string, dueDate: string) =>
      (
        await agent
          .post('/api/compliance/filing-requirements')
          .send({ entityId, requirementType, dueDate })
          .expect(201)
      ).body.id as number;
    const late = await file('tax_filing', day(-2));
    const soon = await file('annual_return', day(5));
    await app.app.get(DeadlineScanService).scanAll();
    type Notice = { filingId: number; isRead: boolean; actionRequired: boolean; resolution?: string | null };
    const notices = async () => (await agent.get('/api/notifications').expect(200)).body as Notice[];
    const about = async (filingId: number) => (await notices()).find((n) => n.filingId === filingId);
    expect(await about(late)).toMatchObject({ isRead: false, actionRequired: true });

    await agent
      .patch(`/api/compliance/filing-requirements/${late}`)
      .send({ status: 'submitted' })
      .expect(200);
    expect(await about(late)).toMatchObject({ isRead: true, actionRequired: false, resolution: 'submitted' });
    expect(await about(soon)).toMatchObject({ isRead: false, actionRequired: true });
    expect((await agent.get('/api/notifications?isRead=false')).body).toHaveLength(1);

    // Reopened, it asks for action again; read it stays.
    await agent.patch(`/api/compliance/filing-requirements/${late}`).send({ status: 'pending' }).expect(200);
    expect(await about(late)).toMatchObject({ isRead: true, actionRequired: true, resolution: null });
    await agent.delete(`/api/compliance/filing-requirements/${soon}`).expect(200);
    expect(await about(soon)).toMatchObject({ isRead: true, actionRequired: false, resolution: 'removed' });
    // The entity's deletion removes the open filing too; back from Trash, it asks for action again.
    await agent.delete(`/api/entities/${entityId}`).expect(200);
    expect(await about(late)).toMatchObject({ actionRequired: false, resolution: 'removed' });
    await agent.post(`/api/trash/${entityId}/restore`).expect(200);
    expect(await about(late)).toMatchObject({ actionRequired: true, resolution: null });
  });

  it('runs through the BullMQ worker against the real Redis: retries, a restart and a second worker send nothing twice', async () => {
    if (!(await redisAnswers())) {
      console.log(`skipped: BullMQ worker test — nothing answers at ${redisUrl}`);
      return;
    }
    const { agent } = await registeredAgent(app);
    const entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Worker Co' })).body.id;
    await agent
      .post('/api/compliance/filing-requirements')
      .send({ entityId, requirementType: 'annual_return', dueDate: day(1) })
      .expect(201);
    const options = {
      redisUrl,
      scans: app.app.get(DeadlineScanService),
      everyMs: 3_600_000,
      queueName: `deadlines-${randomUUID()}`,
      redisKeyPrefix: 'ledgerline-test:',
    };
    const idle = async (queue: Awaited<ReturnType<typeof startDeadlineWorker>>['queue']) => {
      for (let i = 0; i < 300; i++) {
        const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
        if (counts.waiting + counts.active + counts.prioritized === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the deadline queue did not drain');
    };
    const first = await startDeadlineWorker(options);
    const second = await startDeadlineWorker(options);
    await Promise.all(Array.from({ length: 4 }, () => first.queue.add(SCAN_JOB, {})));
    await idle(first.queue);
    await first.close();
    const restarted = await startDeadlineWorker(options);
    await restarted.queue.add(SCAN_JOB, {});
    await idle(restarted.queue);
    await Promise.all([second.close(), restarted.close()]);
    const notices = (await agent.get('/api/notifications')).body.filter(
      (n: { entityId: number }) => n.entityId === entityId,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'deadline_1_days',
      message: `Annual return for Worker Co is due in 1 day (${shownDay(1)}).`,
    });
    const cleanup = new Redis(redisUrl);
    const keys = await cleanup.keys(`ledgerline-test:bull:${options.queueName}:*`);
    if (keys.length) await cleanup.del(...keys);
    cleanup.disconnect();
  });

  it('ensures the deadline schedule again after Redis lost it (restart without persistence, flush)', async () => {
    if (!(await redisAnswers())) {
      console.log(`skipped: deadline schedule recovery — nothing answers at ${redisUrl}`);
      return;
    }
    const prefix = `ledgerline-test-${randomUUID()}`;
    const running = await startDeadlineWorker({
      redisUrl,
      scans: app.app.get(DeadlineScanService),
      everyMs: 3_600_000,
      ensureEveryMs: 100,
      queueName: 'deadlines',
      redisKeyPrefix: `${prefix}:`,
    });
    const redis = new Redis(redisUrl);
    try {
      expect(await running.queue.getJobScheduler('deadline-scan')).toBeDefined();
      const flush = async () => {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length) await redis.del(...keys);
      };
      await flush();
      let restored = false;
      for (let i = 0; i < 50 && !restored; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        restored = (await running.queue.getJobScheduler('deadline-scan')) !== undefined;
      }
      expect(restored).toBe(true);
    } finally {
      await running.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
