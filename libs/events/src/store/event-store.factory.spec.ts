import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTempDir } from '../testing/temp-dir';
import { createChainLogFromEnv } from './chain/chain-log.factory';
import { KurrentDbChainLog } from './chain/kurrentdb-chain-log';
import { SqliteChainLog } from './chain/sqlite-chain-log';
import { createEventStoreFromEnv, SQLITE_EVENTS_FILE } from './event-store.factory';

// Nothing listens there: the KurrentDB client connects at its first call, which these never make.
const EVENTSTORE_URL = 'kurrentdb://127.0.0.1:1?tls=false';

/** The factories require the scale-out adapters only in the branch that picks them (docs/decisions/0050). */
describe('event store factories', () => {
  const temp = createTempDir('factory');
  const folder = (name: string) => {
    const dataDir = temp.file(name);
    mkdirSync(dataDir);
    return dataDir;
  };
  afterAll(() => temp.remove());

  it('open the KurrentDB adapter when EVENTSTORE_URL is set, and no SQLite log', async () => {
    const dataDir = folder('kurrentdb');
    const store = createEventStoreFromEnv({ dataDir, eventstoreUrl: EVENTSTORE_URL });
    const chain = createChainLogFromEnv({ dataDir, eventstoreUrl: EVENTSTORE_URL });
    expect(chain).toBeInstanceOf(KurrentDbChainLog);
    expect(existsSync(join(dataDir, SQLITE_EVENTS_FILE))).toBe(false);
    await Promise.all([store.close(), chain.close()]);
  });

  it('open the SQLite log in the data folder otherwise', async () => {
    const dataDir = folder('sqlite');
    const store = createEventStoreFromEnv({ dataDir });
    const chain = createChainLogFromEnv({ dataDir });
    expect(chain).toBeInstanceOf(SqliteChainLog);
    expect(existsSync(join(dataDir, SQLITE_EVENTS_FILE))).toBe(true);
    await Promise.all([store.close(), chain.close()]);
  });
});
