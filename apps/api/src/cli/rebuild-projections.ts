import { createEventStoreFromEnv, domainEventCatalogue } from '@ledgerline/events';
import { createReadStoreFromEnv, ProjectionRunner, renderRebuildProgress } from '@ledgerline/projections';
import { runningApiPid } from '../bootstrap/running-api-marker';
import { loadConfig } from '../config/app-config';
import { allProjectors } from '../projectors';

/** `npm run projections:rebuild`: drops every read model and replays the whole log into it. */
async function main(): Promise<void> {
  const config = loadConfig();
  const apiPid = runningApiPid(config.dataDir);
  if (apiPid !== null && !process.argv.includes('--force')) {
    console.error(
      `An API process (pid ${apiPid}) is serving ${config.dataDir}. A rebuild empties every read model first, so ` +
        'its users would see empty screens until it ends: stop the API, then rebuild (or pass --force).',
    );
    process.exit(1);
  }
  const eventStore = createEventStoreFromEnv({
    dataDir: config.dataDir,
    eventstoreUrl: config.eventstoreUrl,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  const readStore = await createReadStoreFromEnv({ dataDir: config.dataDir, mongoUrl: config.mongoUrl });
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    catalogue: domainEventCatalogue(),
    projectors: allProjectors(),
  });
  const progress = renderRebuildProgress({ label: 'Rebuilding read models' });
  const startedAt = Date.now();
  try {
    await runner.rebuild((p) => progress.onProgress(p));
  } finally {
    progress.stop();
    await Promise.allSettled([eventStore.close(), readStore.close()]);
  }
  console.log(
    `Rebuilt ${allProjectors().length} read models in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
