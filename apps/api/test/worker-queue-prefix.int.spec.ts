import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { ChainAnchoring } from '../src/modules/audit-evidence/anchors/chain-anchoring.service';
import { startAnchorWorker } from '../src/modules/audit-evidence/anchors/anchor-worker';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import { startDeadlineWorker } from '../src/worker/deadline-worker';
import { freePort, hasRedisServer, startRedis, stopRedis } from './private-redis';
import { makeDataDir, removeDataDir, startTestApp, type TestApp } from './test-app';

// Its own redis-server: before the prefix, these workers would have joined every installation's `bull:` queues.
(hasRedisServer ? describe : describe.skip)('two installations on one Redis', () => {
  let redis: ChildProcess;
  let client: Redis;
  let redisUrl: string;
  let app: TestApp;
  const dataDir = makeDataDir();

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port, dataDir);
    redisUrl = `redis://127.0.0.1:${port}`;
    client = new Redis(redisUrl);
    app = await startTestApp(dataDir);
  });
  afterAll(async () => {
    client?.disconnect();
    await app?.close();
    if (redis) await stopRedis(redis);
    removeDataDir(dataDir);
  });

  it('keep their deadline and anchor queues apart under their REDIS_KEY_PREFIX', async () => {
    const start = (redisKeyPrefix: string) =>
      Promise.all([
        startDeadlineWorker({
          redisUrl,
          redisKeyPrefix,
          scans: app.app.get(DeadlineScanService),
          everyMs: 3_600_000,
        }),
        startAnchorWorker({
          redisUrl,
          redisKeyPrefix,
          anchoring: app.app.get(ChainAnchoring),
          everyMs: 3_600_000,
        }),
      ]);
    const running = [...(await start('north:')), ...(await start('south:'))];
    try {
      const queues = async (pattern: string) =>
        [...new Set((await client.keys(pattern)).map((key) => key.split(':').slice(0, 3).join(':')))].sort();
      expect(await queues('north:*')).toEqual([
        'north:bull:ledgerline-chain-anchors',
        'north:bull:ledgerline-deadlines',
      ]);
      expect(await queues('south:*')).toEqual([
        'south:bull:ledgerline-chain-anchors',
        'south:bull:ledgerline-deadlines',
      ]);
      expect(await client.keys('bull:*')).toEqual([]);
    } finally {
      await Promise.all(running.map((worker) => worker.close()));
    }
  });
});
