// Starts the built product on a free port with an empty data folder, runs the Playwright specs against it,
// stops it. Needs `npm run build` (or the test script's earlier steps) to have produced apps/*/dist.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Browser tests need Debian's chromium at ${chromium}: apt-get install -y chromium (.ci/run does this).`,
  );
  process.exit(1);
}
const webIndex = join(process.env.WEB_DIST || 'apps/web/dist', 'index.html');
for (const built of ['apps/api/dist/main.js', webIndex]) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run npm run build first.`);
    process.exit(1);
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
// LEDGERLINE_E2E_SEED mounts the test-only seeding route (apps/api/src/modules/entities/testing).
// Every browser spec registers its own users from 127.0.0.1: lift the per-address registration limit.
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  LEDGERLINE_E2E_SEED: '1',
  THROTTLE_REGISTRATIONS_PER_HOUR: '100000',
  THROTTLE_LOGIN_FAILURES_PER_ADDRESS: '100000',
};
delete env.EVENTSTORE_URL;
delete env.MONGO_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${baseUrl}/api/health within 30 s`);
}

let code = 1;
try {
  await waitForHealth(Date.now() + 30_000);
  const runner = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...process.env, BASE_URL: baseUrl },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => runner.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
