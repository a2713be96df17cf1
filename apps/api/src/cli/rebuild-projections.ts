import { createEventStoreFromEnv, domainEventCatalogue } from '@ledgerline/events';
import { createReadStoreFromEnv, ProjectionRunner, renderRebuildProgress } from '@ledgerline/projections';
import { loadConfig } from '../config/app-config';
import { allProjectors } from '../projectors';

/** `npm run projections:rebuild`: drops every read model and replays the whole log into it. */
async function main(): Promise<void> {
  const config = loadConfig();
  const eventStore = createEventStoreFromEnv({
    dataDir: config.dataDir,
    eventstoreUrl: config.eventstoreUrl,
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
