import { join } from 'node:path';
import { kurrentDbAdapter, SQLITE_EVENTS_FILE } from '../event-store.factory';
import type { ChainLog } from './chain-log.port';
import { KurrentDbChainLog } from './kurrentdb-chain-log';
import { SqliteChainLog } from './sqlite-chain-log';

/** The chain of the log the event store factory opens, through a connection of its own. */
export function createChainLogFromEnv(env: { dataDir: string; eventstoreUrl?: string | null }): ChainLog {
  if (env.eventstoreUrl)
    return new KurrentDbChainLog(
      kurrentDbAdapter().KurrentDbEventStore.fromConnectionString(env.eventstoreUrl),
    );
  return SqliteChainLog.open(join(env.dataDir, SQLITE_EVENTS_FILE));
}
