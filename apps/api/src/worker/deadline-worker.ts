import { Queue, Worker } from 'bullmq';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { bullmqPrefix } from '../config/app-config';
import type { DeadlineScanService, ScanResult } from '../modules/deadlines/deadline-scan.service';

export const DEADLINE_QUEUE = 'ledgerline-deadlines';
export const SCAN_JOB = 'scan-deadlines';
const logger = new Logger('DeadlineWorker');

export interface DeadlineWorkerOptions {
  redisUrl: string;
  scans: DeadlineScanService;
  everyMs: number;
  /** How often the scheduler is ensured again (default: every scan interval, at most a minute). */
  ensureEveryMs?: number;
  queueName?: string;
  /** REDIS_KEY_PREFIX: the queue lives under `<prefix>bull:`. */
  redisKeyPrefix: string;
  onScanned?: (result: ScanResult) => void;
}

export interface RunningDeadlineWorker {
  queue: Queue;
  worker: Worker;
  close(): Promise<void>;
}

/**
 * A BullMQ job scheduler repeats the scan; a retry, a restart or a second worker cannot send a notification
 * twice because each one is appended once per dedupe key on the account's notification stream. The scheduler
 * lives in Redis, so a Redis restarted without persistence (or flushed) loses it: the worker ensures it again
 * on every reconnect, after every scan and on a timer of its own; the upsert is idempotent.
 */
export async function startDeadlineWorker(options: DeadlineWorkerOptions): Promise<RunningDeadlineWorker> {
  const queueName = options.queueName ?? DEADLINE_QUEUE;
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const prefix = bullmqPrefix(options.redisKeyPrefix);
  const queue = new Queue(queueName, { connection, prefix });
  const ensureScheduler = () =>
    queue.upsertJobScheduler(
      'deadline-scan',
      { every: options.everyMs },
      {
        name: SCAN_JOB,
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: 100,
          removeOnFail: 100,
        },
      },
    );
  const ensureQuietly = () =>
    ensureScheduler().catch((error: unknown) =>
      logger.warn(`Could not ensure the deadline scan schedule: ${String(error)}`),
    );
  await ensureScheduler();
  connection.on('ready', ensureQuietly);
  const timer = setInterval(ensureQuietly, options.ensureEveryMs ?? Math.min(options.everyMs, 60_000));
  timer.unref();
  const worker = new Worker(
    queueName,
    async () => {
      const result = await options.scans.scanAll();
      options.onScanned?.(result);
      await ensureQuietly();
      return result;
    },
    { connection, prefix, concurrency: 1 },
  );
  return {
    queue,
    worker,
    close: async () => {
      clearInterval(timer);
      connection.off('ready', ensureQuietly);
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
