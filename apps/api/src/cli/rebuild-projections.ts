import { createEventStoreFromEnv, domainEventCatalogue } from '@ledgerline/events';
import {
  createReadStoreFromEnv,
  ProjectionRunner,
  type ReadStore,
  rebuildSqliteReadStoreFile,
  renderRebuildProgress,
  sqliteReadStorePath,
} from '@ledgerline/projections';
import { runningApiPid } from '../bootstrap/running-api-marker';
import { type AppConfig, loadConfig } from '../config/app-config';
import { allProjectors } from '../projectors';

/**
 * `npm run projections:rebuild`: replays the whole log into every read model. The embedded store is built in a new
 * file and swapped in when complete; with --force under a running API, or on MongoDB, the read models are emptied
 * and rebuilt in place.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const apiPid = runningApiPid(config.dataDir);
  if (apiPid !== null && !process.argv.includes('--force')) {
    console.error(
      `An API process (pid ${apiPid}) is serving ${config.dataDir}. It would not see a rebuilt file swapped in, and ` +
        '--force empties its read models in place, so its users see partial screens until the rebuild ends: stop ' +
        'the API, then rebuild (or pass --force).',
    );
    process.exit(1);
  }
  const eventStore = createEventStoreFromEnv({
    dataDir: config.dataDir,
    eventstoreUrl: config.eventstoreUrl,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  const progress = renderRebuildProgress({ label: 'Rebuilding read models' });
  const rebuild = (readStore: ReadStore) =>
    new ProjectionRunner({
      eventStore,
      readStore,
      catalogue: domainEventCatalogue(),
      projectors: allProjectors(config.timeZone),
    }).rebuild((p) => progress.onProgress(p));
  const startedAt = Date.now();
  try {
    if (config.mongoUrl || apiPid !== null) await rebuildInPlace(config, rebuild);
    // The embedded store is rebuilt into a new file swapped in when complete (docs/decisions/0035).
    else
      await rebuildSqliteReadStoreFile(sqliteReadStorePath(config.dataDir), async (readStore) => {
        await rebuild(readStore);
        const started = runningApiPid(config.dataDir);
        if (started !== null)
          throw new Error(`An API process (pid ${started}) started meanwhile: not swapped in`);
      });
  } finally {
    progress.stop();
    await eventStore.close().catch(() => undefined);
  }
  console.log(
    `Rebuilt ${allProjectors().length} read models in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`,
  );
}

async function rebuildInPlace(
  config: AppConfig,
  rebuild: (readStore: ReadStore) => Promise<void>,
): Promise<void> {
  const readStore = await createReadStoreFromEnv({ dataDir: config.dataDir, mongoUrl: config.mongoUrl });
  try {
    await rebuild(readStore);
  } finally {
    await readStore.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
