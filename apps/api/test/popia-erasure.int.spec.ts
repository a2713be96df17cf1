import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { DeadlineScanService } from '../src/modules/deadlines/deadline-scan.service';
import { CLOCK, type Clock } from '../src/shared/clock';
import { fileText } from './file-bytes';
import { makeDataDir, registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
/** What must not survive an erasure anywhere: the name, contact details, ID number, date of birth. */
const PERSONAL = [
  'Zanele Popia-Mbeki',
  'zanele@popia.example',
  '+27 82 555 0199',
  '8512125800082',
  '1985-12-12',
];
const ERASED_NAME = (id: number) => `Erased person #${id}`;

const create = async (agent: Agent, body: object): Promise<number> =>
  (await agent.post('/api/entities').send(body).expect(201)).body.id;

/** The read models that keep a deleted individual (history, activity, versions), for one account. */
const KEPT = [
  'filing_requirements',
  'record_history',
  'account_history',
  'history_records',
  'activities',
  'activity_subjects',
  'trash',
  'ownership_entity_versions',
];
const keptDocuments = async (app: TestApp, accountId: number) => {
  const store = app.app.get<ReadStore>(READ_STORE);
  const sorted = async (collection: string) =>
    (await store.find(collection, { accountId })).sort((a, b) => a.id.localeCompare(b.id));
  return Object.fromEntries(await Promise.all(KEPT.map(async (c) => [c, await sorted(c)])));
};

/** Every text of every row of every table of the read store, as SQLite holds it now. */
function readStoreText(dataDir: string): string {
  const db = new Database(join(dataDir, 'read-models.sqlite'), { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
    name: string;
  }[];
  const text = tables
    .map(({ name }) =>
      JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).raw().all(), (_, v) =>
        typeof v === 'bigint' ? Number(v) : v,
      ),
    )
    .join('\n');
  db.close();
  return text;
}
/** The account states the snapshot store holds (docs/decisions/0036), written a load after every event here. */
function snapshotText(dataDir: string): string {
  const db = new Database(join(dataDir, 'snapshots.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT state FROM stream_snapshots').all() as { state: unknown }[];
  db.close();
  return rows.map((row) => String(row.state)).join('\n');
}
const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((done) => setTimeout(done, 20));
  return check();
};
describe('POPIA erasure over HTTP', () => {
  const dataDir = makeDataDir();
  let app: TestApp;
  let agent: Agent;
  let person: number;
  let acme: number;
  let accountId: number;
  let erasedLive: Record<string, unknown>;
  const moveTo = (instant: string) =>
    jest.spyOn(app.app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(instant));

  beforeAll(async () => {
    app = await startTestApp(dataDir, { snapshotEveryEvents: 1 });
    moveTo('2026-01-15T08:00:00Z');
    const registered = await registeredAgent(app);
    agent = registered.agent;
    accountId = registered.user.accountId;
    acme = await create(agent, { type: 'company', name: 'Acme Holdings', incorporationDate: '2025-06-02' });
    person = await create(agent, {
      type: 'individual',
      name: PERSONAL[0],
      email: PERSONAL[1],
      phone: PERSONAL[2],
      dateOfBirth: PERSONAL[4],
    });
    await agent
      .post(`/api/entities/${person}/details`)
      .send({ idNumber: PERSONAL[3], idType: 'sa_id' })
      .expect(201);
    await agent
      .post('/api/relationships')
      .send({ sourceEntityId: person, targetEntityId: acme, type: 'shareholder', ownershipPercentage: 60 })
      .expect(201);
    // A submitted BO filing records its owners by name: erasure must reach those names too.
    const filings = (await agent.get(`/api/entities/${acme}/filings`).expect(200)).body as {
      id: number;
      requirementType: string;
    }[];
    const bo = filings.find((f) => f.requirementType === 'beneficial_ownership_filing')!;
    await agent
      .patch(`/api/compliance/filing-requirements/${bo.id}`)
      .send({ status: 'submitted' })
      .expect(200);
    const filed = await agent.get(`/api/compliance/filing-requirements/${bo.id}/history`).expect(200);
    expect(JSON.stringify(filed.body)).toContain(PERSONAL[0]);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('never erases an individual still in the register', async () => {
    const response = await agent.post(`/api/individuals/${person}/erase`).send({}).expect(409);
    expect(response.body).toMatchObject({ code: 'PRIVACY.STILL_IN_REGISTER' });
    expect(response.body.message).toMatch(/delete it first/);
  });

  it('keeps a deleted individual under the retention rules, and lists when it may be erased', async () => {
    await agent.delete(`/api/entities/${person}`).expect(200);
    const refused = await agent.post(`/api/individuals/${person}/erase`).send({}).expect(409);
    expect(refused.body).toMatchObject({ code: 'PRIVACY.RETENTION_NOT_OVER' });
    expect(refused.body.message).toContain('until 2033-01-15');
    expect((await agent.get('/api/privacy/erasures').expect(200)).body).toEqual([]);
    // The account's snapshot holds the deleted person's profile (for a restore from Trash) until erased.
    expect(await eventually(() => snapshotText(dataDir).includes(PERSONAL[0]))).toBe(true);
    expect((await agent.get('/api/privacy/erasures?due=false').expect(200)).body).toEqual([
      {
        entityId: person,
        name: PERSONAL[0],
        registeredOn: '2026-01-15',
        deletedOn: '2026-01-15',
        erasableFrom: '2033-01-15',
        due: false,
      },
    ]);
  });

  it('answers bad input with 400 naming the field, and another account’s individual with 404', async () => {
    const short = await agent
      .post(`/api/individuals/${person}/erase`)
      .send({ overrideReason: 'because' })
      .expect(400);
    expect(JSON.stringify(short.body)).toContain('overrideReason');
    const typed = await agent
      .post(`/api/individuals/${person}/erase`)
      .send({ overrideReason: 5 })
      .expect(400);
    expect(JSON.stringify(typed.body)).toContain('overrideReason');
    const extra = await agent.post(`/api/individuals/${person}/erase`).send({ force: true }).expect(400);
    expect(JSON.stringify(extra.body)).toContain('force');
    const id = await agent.post('/api/individuals/abc/erase').send({}).expect(400);
    expect(JSON.stringify(id.body)).toContain('id');
    expect(JSON.stringify((await agent.get('/api/privacy/erasures?due=maybe').expect(400)).body)).toContain(
      'due',
    );

    const other = (await registeredAgent(app)).agent;
    await other
      .post(`/api/individuals/${person}/erase`)
      .send({ overrideReason: 'Not our client at all' })
      .expect(404);
    await other.post(`/api/individuals/${acme}/erase`).send({}).expect(404);
    await agent.post(`/api/individuals/${acme}/erase`).send({}).expect(404);
    await agent.post('/api/individuals/999999/erase').send({}).expect(404);
  });

  it('erases once the retention period is over: the list says it is due, then it is erased everywhere', async () => {
    moveTo('2033-01-15T08:00:00Z');
    expect((await agent.get('/api/privacy/erasures').expect(200)).body).toMatchObject([
      { entityId: person, due: true },
    ]);
    // The scan tells the account once, naming the person by id only.
    const scans = app.app.get(DeadlineScanService);
    expect(await scans.notifyAccount(accountId)).toBeGreaterThanOrEqual(1);
    expect(await scans.notifyAccount(accountId)).toBe(0);
    const notices = (await agent.get('/api/notifications').expect(200)).body as {
      type: string;
      message: string;
    }[];
    expect(notices.filter((n) => n.type === 'erasure_due')).toEqual([
      expect.objectContaining({
        message: `The personal data of deleted individual #${person} is due for erasure (kept until 2033-01-15).`,
        actionUrl: '/personal-data',
      }),
    ]);
    await agent
      .post(`/api/individuals/${person}/erase`)
      .send({})
      .expect(200, { entityId: person, erased: true });
    // The snapshot its own load queued (before the erasure) is gone, not left until the next one.
    await new Promise((done) => setTimeout(done, 100));
    expect(snapshotText(dataDir)).not.toContain(PERSONAL[0]);
    expect((await agent.post(`/api/individuals/${person}/erase`).send({}).expect(409)).body.code).toBe(
      'PRIVACY.ALREADY_ERASED',
    );
    expect((await agent.get('/api/privacy/erasures?due=false').expect(200)).body).toEqual([]);

    const history = await agent.get(`/api/entities/${person}/history?order=asc`).expect(200);
    const created = history.body.find(
      (row: { kind: string; recordType?: string; record: { type: string } }) =>
        row.kind === 'created' && row.record.type === 'entity',
    );
    expect(created.fields).toMatchObject({ name: ERASED_NAME(person), email: '[erased]', phone: '[erased]' });
    expect(created.record.name).toBe(ERASED_NAME(person));
    expect(history.body.at(-1)).toMatchObject({
      kind: 'personal_data_erased',
      eventType: 'PersonalDataErased',
      fields: { basis: 'retention_elapsed', retainedUntil: '2033-01-15' },
      changeReason: null,
    });
    const text =
      JSON.stringify(history.body) + JSON.stringify((await agent.get('/api/audit').expect(200)).body);
    for (const value of PERSONAL) expect(text).not.toContain(value);
    expect(JSON.stringify((await agent.get(`/api/entities/${acme}/history`).expect(200)).body)).toContain(
      ERASED_NAME(person),
    );
  });

  it('leaves no personal value in any read model, nor in the event log', async () => {
    const live = readStoreText(dataDir);
    erasedLive = await keptDocuments(app, accountId);
    for (const value of PERSONAL) expect(live).not.toContain(value);
    const snapshots = snapshotText(dataDir);
    for (const value of PERSONAL) expect(snapshots).not.toContain(value);
    const log = fileText(join(dataDir, 'events.sqlite')) + fileText(join(dataDir, 'events.sqlite-wal'));
    for (const value of PERSONAL) expect(log).not.toContain(value);
  });

  it('rebuilds the read models from the log with no personal value in the read-store file', async () => {
    await app.close();
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(dataDir, `read-models.sqlite${suffix}`), { force: true });
    app = await startTestApp(dataDir);
    agent = app.agent();
    expect(await keptDocuments(app, accountId)).toEqual(erasedLive);
    const rebuiltHistory = readStoreText(dataDir);
    expect(rebuiltHistory).toContain(ERASED_NAME(person));
    const bytes =
      fileText(join(dataDir, 'read-models.sqlite')) + fileText(join(dataDir, 'read-models.sqlite-wal'));
    for (const value of PERSONAL) expect(bytes).not.toContain(value);
  });
});
