import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module';
import { loadConfig } from '../../config/app-config';
import { SEED_MANIFEST } from './seed-manifest';
import { planInstallation } from './seed-plan';
import { seedInstallation } from './seed-installation';

/**
 * Child process of the reads benchmark: seeds an empty DATA_DIR in-process through the CommandBus (about
 * three times the rate of the HTTP create path, which also re-plans filings after every create) and exits,
 * so that the API can then be started on the same files.
 */
async function main(): Promise<void> {
  const scale = Number(process.env.BENCH_READS_SCALE ?? 1);
  // The scan runs once at the end of the seeding instead of on a timer in the middle of it.
  const config = loadConfig({ ...process.env, DEADLINE_SCAN_MS: '0', WEB_DIST: '' });
  const app = await NestFactory.createApplicationContext(AppModule.forConfig(config), {
    logger: ['error', 'warn'],
  });
  try {
    const manifest = await seedInstallation(app, planInstallation(scale), scale);
    writeFileSync(join(config.dataDir, SEED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
