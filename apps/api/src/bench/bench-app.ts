import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';

/** The API's modules in this process on a fresh data folder, no scheduled deadline scan; removed afterwards. */
export async function inBenchApp<T>(
  folderPrefix: string,
  work: (app: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DEADLINE_SCAN_MS: '0', WEB_DIST: '' });
  const app = await NestFactory.createApplicationContext(AppModule.forConfig(config), {
    logger: ['error', 'warn'],
  });
  try {
    return await work(app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
