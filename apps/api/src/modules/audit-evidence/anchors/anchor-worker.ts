import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { bullmqPrefix } from '../../../config/app-config';
import type { ChainAnchoring } from './chain-anchoring.service';

export const ANCHOR_QUEUE = 'ledgerline-chain-anchors';
const logger = new Logger('ChainAnchorWorker');

/**
 * Scale-out: a BullMQ job scheduler anchors the head every `everyMs`, whichever worker takes the job; the
 * anchor is written only when the head moved, so a retry or a second worker adds nothing twice.
 */
export async function startAnchorWorker(options: {
  redisUrl: string;
  anchoring: ChainAnchoring;
  everyMs: number;
  /** REDIS_KEY_PREFIX: the queue lives under `<prefix>bull:`. */
  redisKeyPrefix: string;
}): Promise<{ close(): Promise<void> }> {
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const prefix = bullmqPrefix(options.redisKeyPrefix);
  const queue = new Queue(ANCHOR_QUEUE, { connection, prefix });
  const ensure = () =>
    queue
      .upsertJobScheduler(
        'chain-anchor',
        { every: options.everyMs },
        { name: 'anchor-head', opts: { attempts: 3, removeOnComplete: 100, removeOnFail: 100 } },
      )
      .catch((error: unknown) => logger.warn(`Could not ensure the anchor schedule: ${String(error)}`));
  await ensure();
  connection.on('ready', () => void ensure());
  const worker = new Worker(
    ANCHOR_QUEUE,
    async () => {
      const { accounts, log } = await options.anchoring.anchorSchedule();
      if (log) logger.log(`Anchored position ${log.position} and ${accounts} accounts with key ${log.keyId}`);
    },
    { connection, prefix, concurrency: 1 },
  );
  return {
    close: async () => {
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
