import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap/create-app';
import { loadConfig } from './config/app-config';
import { markApiRunning } from './bootstrap/running-api-marker';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  // `npm run projections:rebuild` refuses to empty the read models under a running API.
  process.on('exit', markApiRunning(config.dataDir));
  const profile = config.eventstoreUrl || config.mongoUrl ? 'scale-out' : 'embedded';
  Logger.log(
    `Ledgerline listening on http://localhost:${config.port} (${profile}, data in ${config.dataDir})`,
    'Main',
  );
}

/** Errors that tell the operator what to do with the data folder: the message is the whole story. */
const OPERATOR_ERRORS = new Set(['UnreadableDatabaseError', 'LogBehindReadModelsError', 'DataFolderError']);

main().catch((error: unknown) => {
  console.error(
    error instanceof Error && OPERATOR_ERRORS.has(error.name) ? `Not started: ${error.message}` : error,
  );
  process.exit(1);
});
