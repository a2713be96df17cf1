import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { describeEventStoreContract } from '../event-store.contract';
import { announceSkip, dockerAnswers } from '../../testing/sync-probe';
import { KurrentDbEventStore } from './kurrentdb-event-store.adapter';

const configuredUrl = process.env.EVENTSTORE_URL;
const IMAGE = process.env.KURRENTDB_IMAGE ?? 'kurrentplatform/kurrentdb:latest';

if (configuredUrl || dockerAnswers()) {
  let container: StartedTestContainer | undefined;
  let connectionString = configuredUrl ?? '';

  beforeAll(async () => {
    if (configuredUrl) return;
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    connectionString = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  }, 300_000);

  afterAll(async () => {
    await container?.stop();
  });

  // A server can outlive the run (EVENTSTORE_URL), so the contract never assumes an empty log.
  describeEventStoreContract(
    'KurrentDB',
    async () => KurrentDbEventStore.fromConnectionString(connectionString),
    {
      startsEmpty: false,
    },
  );
} else {
  announceSkip('KurrentDB event-store contract — set EVENTSTORE_URL or run a Docker engine');
  it.skip('KurrentDB event-store contract (skipped: no EVENTSTORE_URL and no Docker engine)', () =>
    undefined);
}
