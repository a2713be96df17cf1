import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/bootstrap/create-app';
import { type AppConfig, loadConfig } from '../src/config/app-config';

export interface TestApp {
  app: NestExpressApplication;
  dataDir: string;
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

export const makeDataDir = (): string => mkdtempSync(join(tmpdir(), 'ledgerline-api-'));

/** The real application on the embedded stores in a fresh data folder (or a shared one). */
export async function startTestApp(
  dataDir = makeDataDir(),
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  // Specs register many users from one address; the throttle spec sets its own limits.
  const throttle = {
    loginFailuresPerUsername: 5,
    loginFailuresPerAddress: 1000,
    registrationsPerAddressPerHour: 1000,
  };
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir,
    webDist: null,
    deadlineScanMs: 0,
    throttle,
    ...overrides,
  };
  const app = await createApp(config, { logger: ['error'] });
  await app.init();
  return {
    app,
    dataDir,
    agent: () => request.agent(app.getHttpServer()),
    close: () => app.close(),
  };
}

export const removeDataDir = (dataDir: string): void => rmSync(dataDir, { recursive: true, force: true });

let counter = 0;
export const uniqueName = (prefix = 'user'): string =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function registeredAgent(app: TestApp, username = uniqueName()) {
  const agent = app.agent();
  const response = await agent.post('/api/register').send({ username, password: 'secret123' });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return { agent, user: response.body as { id: number; accountId: number; role: string } };
}

/** Starts one app for the enclosing describe block and removes it afterwards; call the getter inside tests. */
export function useTestApp(overrides: Partial<AppConfig> = {}): () => TestApp {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(undefined, overrides);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });
  return () => app;
}
