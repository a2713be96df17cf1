import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { type StartedTestContainer, GenericContainer, Wait } from 'testcontainers';
import { describeReadStoreContract } from '../read-store.contract';
import { openMongoReadStore } from './mongo-read-store.adapter';

const SKIP_REASON = 'set MONGO_URL or run a Docker engine';

/** Jest registers tests synchronously, so the engine is asked the way testcontainers would, in a child. */
function dockerEngineAnswers(): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(require.resolve('testcontainers'))}).getContainerRuntimeClient()` +
        '.then(() => process.exit(0), () => process.exit(1))',
    ],
    { stdio: 'ignore', timeout: 30_000 },
  );
  return probe.status === 0;
}

/** A single-node replica set, since withCheckpoint needs transactions. */
async function startMongo(): Promise<{ url: string; container: StartedTestContainer }> {
  const container = await new GenericContainer('mongo:7')
    .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
    .start();
  const initiate = await container.exec([
    'mongosh',
    '--quiet',
    '--eval',
    "rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:27017' }] }); " +
      'while (!db.hello().isWritablePrimary) sleep(100);',
  ]);
  if (initiate.exitCode !== 0) throw new Error(`rs.initiate failed: ${initiate.output}`);
  const url = `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`;
  return { url, container };
}

const configuredUrl = process.env.MONGO_URL;

if (!configuredUrl && !dockerEngineAnswers()) {
  process.stdout.write(`skipped: MongoDB read-store contract — ${SKIP_REASON}\n`);
  describe('MongoReadStore', () => {
    it.skip(`contract skipped: ${SKIP_REASON}`, () => undefined);
  });
} else {
  describe('MongoReadStore', () => {
    let url = configuredUrl ?? '';
    let container: StartedTestContainer | undefined;
    const databases: string[] = [];

    beforeAll(async () => {
      if (!configuredUrl) ({ url, container } = await startMongo());
    }, 180_000);
    afterAll(async () => {
      if (configuredUrl) {
        const client = await new MongoClient(configuredUrl).connect();
        for (const name of databases) await client.db(name).dropDatabase();
        await client.close();
      }
      await container?.stop();
    });

    describeReadStoreContract('MongoReadStore', async () => {
      const dbName = `read_store_contract_${randomUUID().slice(0, 8)}`;
      databases.push(dbName);
      const store = await openMongoReadStore(url, { dbName });
      await store.prepare(['companies', 'people', 'notes', 'totals', 'counters']);
      return store;
    });
  });
}
