import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { DeadlineScanService, ScanResult } from '../modules/deadlines/deadline-scan.service';

export const DEADLINE_QUEUE = 'ledgerline-deadlines';
export const SCAN_JOB = 'scan-deadlines';

export interface DeadlineWorkerOptions {
  redisUrl: string;
  scans: DeadlineScanService;
  everyMs: number;
  queueName?: string;
  prefix?: string;
  onScanned?: (result: ScanResult) => void;
}

export interface RunningDeadlineWorker {
  queue: Queue;
  worker: Worker;
  close(): Promise<void>;
}

/**
 * A BullMQ job scheduler repeats the scan; a retry, a restart or a second worker cannot send a notification
 * twice because each one is appended once per dedupe key on the account's notification stream.
 */
export async function startDeadlineWorker(options: DeadlineWorkerOptions): Promise<RunningDeadlineWorker> {
  const queueName = options.queueName ?? DEADLINE_QUEUE;
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix: options.prefix });
  await queue.upsertJobScheduler(
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
  const worker = new Worker(
    queueName,
    async () => {
      const result = await options.scans.scanAll();
      options.onScanned?.(result);
      return result;
    },
    { connection, prefix: options.prefix, concurrency: 1 },
  );
  return {
    queue,
    worker,
    close: async () => {
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
