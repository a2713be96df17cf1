import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectValidBods } from '../src/modules/bods/testing/shared-bods-schema';
import type { TestApp } from './test-app';

// The seeding route is mounted only when this is set as the modules load (scripts/e2e.mjs sets it too).
process.env.LEDGERLINE_E2E_SEED = '1';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { removeDataDir, startTestApp, uniqueName } = require('./test-app') as typeof import('./test-app');

const COMPANIES = 300;
const SMALL_REQUESTS = 5;

interface Download {
  body: string;
  chunks: number;
  /** How many of the other account's small requests had their whole answer before the export's last byte. */
  answeredBefore: number;
}

/**
 * Large exports take turns with everyone else (docs/decisions/0091): while one account downloads its BODS or
 * audit export, another account's small requests are answered between its chunks, not after its last byte.
 */
describe('large exports take turns with other requests', () => {
  let app: TestApp;
  let base: string;
  let owner: string;
  let other: string;
  let entityIds: number[];

  beforeAll(async () => {
    app = await startTestApp();
    const server = app.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    owner = await registered();
    other = await registered();
    const links = Array.from({ length: COMPANIES - 1 }, (_, i) => [i + 1, i] as [number, number]);
    const seeded = await app
      .agent()
      .post('/api/testing/seed-graph')
      .set('Cookie', owner)
      .send({ prefix: 'Streamed Holdings', entities: COMPANIES, links })
      .expect(201);
    entityIds = seeded.body.entityIds;
  }, 300_000);
  afterAll(async () => {
    await app.close();
    removeDataDir(app.dataDir);
  });

  /** A new account's session cookie, for a client of our own that counts chunks. */
  async function registered(): Promise<string> {
    const response = await app
      .agent()
      .post('/api/register')
      .send({ username: uniqueName(), password: 'secret123' })
      .expect(201);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
  }

  function fetchText(path: string, cookie: string): Promise<{ status: number; response: IncomingMessage }> {
    return new Promise((resolve, reject) => {
      const request = get(`${base}${path}`, { headers: { cookie } }, (response) =>
        resolve({ status: response.statusCode ?? 0, response }),
      );
      request.on('error', reject);
    });
  }

  async function small(): Promise<void> {
    const { status, response } = await fetchText('/api/user', other);
    response.resume();
    await new Promise((resolve) => response.on('end', resolve));
    expect(status).toBe(200);
  }

  /** The export as the client reads it; the other account's requests start at its first chunk. */
  async function download(path: string): Promise<Download> {
    const { status, response } = await fetchText(path, owner);
    expect(status).toBe(200);
    let body = '';
    let chunks = 0;
    let answered = 0;
    let started: Promise<unknown> | null = null;
    await new Promise<void>((resolve, reject) => {
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
        chunks += 1;
        started ??= Promise.all(Array.from({ length: SMALL_REQUESTS }, () => small().then(() => answered++)));
      });
      response.on('end', resolve);
      response.on('error', reject);
    });
    const answeredBefore = answered;
    await started;
    return { body, chunks, answeredBefore };
  }

  it('answers another account between the chunks of the account BODS export, which stays valid BODS', async () => {
    const { body, chunks, answeredBefore } = await download('/api/export/bods');
    expect(chunks).toBeGreaterThan(1);
    expect(answeredBefore).toBe(SMALL_REQUESTS);
    const statements = JSON.parse(body) as unknown[];
    expect(statements).toHaveLength(2 * COMPANIES - 1);
    expectValidBods(statements);
  });

  it('answers another account between the chunks of one company network in BODS', async () => {
    const { body, chunks, answeredBefore } = await download(`/api/compliance/bods/${entityIds[0]}`);
    expect(chunks).toBeGreaterThan(1);
    expect(answeredBefore).toBe(SMALL_REQUESTS);
    expectValidBods(JSON.parse(body) as unknown[]);
  });

  it.each(['jsonl', 'csv', 'pdf'])(
    'answers another account between the chunks of the %s audit export',
    async (format) => {
      const { body, chunks, answeredBefore } = await download(`/api/audit/export?format=${format}`);
      expect(chunks).toBeGreaterThan(1);
      expect(answeredBefore).toBe(SMALL_REQUESTS);
      if (format === 'pdf') expect(body.startsWith('%PDF') && body.trimEnd().endsWith('%%EOF')).toBe(true);
      else expect(body.trimEnd().split('\n').length).toBeGreaterThan(2 * COMPANIES);
    },
  );
});
