import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { exportText, useTemporaryAuditKeys } from './audit-export-support';
import { fileText, filesUnder } from './file-bytes';
import { makeDataDir, registeredAgent, removeDataDir, startTestApp, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;
const NAME = 'Lerato Leftover-Sithole';
const EMAIL = 'lerato@leftover.example';
const FILE_NAME = 'lerato-passport-scan.pdf';
const DESCRIPTION = 'Passport page of the client, certified in Soweto';
const NOTE = 'Holds these shares for her late uncle, per her affidavit';

const HISTORY = ['record_history', 'account_history', 'history_records'];
const historyDocuments = async (app: TestApp) => {
  const store = app.app.get<ReadStore>(READ_STORE);
  const sorted = async (collection: string) =>
    (await store.find(collection, {})).sort((a, b) => a.id.localeCompare(b.id));
  return Object.fromEntries(await Promise.all(HISTORY.map(async (c) => [c, await sorted(c)])));
};

/**
 * What else an erasure reaches (docs/decisions/0032): the person's documents (file, name, description), the
 * notes of the links that touch the person, and the read store's freed pages.
 */
describe('POPIA erasure: documents, relationship notes and freed pages', () => {
  useTemporaryAuditKeys('ledgerline-erasure-leftovers-');
  const dataDir = makeDataDir();
  let app: TestApp;
  let agent: Agent;
  let person: number;
  let acme: number;
  let documentId: number;
  let link: number;

  beforeAll(async () => {
    app = await startTestApp(dataDir);
    agent = (await registeredAgent(app)).agent;
    acme = (await agent.post('/api/entities').send({ type: 'company', name: 'Acme Leftovers' }).expect(201))
      .body.id;
    person = (
      await agent.post('/api/entities').send({ type: 'individual', name: NAME, email: EMAIL }).expect(201)
    ).body.id;
    link = (
      await agent
        .post('/api/relationships')
        .send({
          sourceEntityId: person,
          targetEntityId: acme,
          type: 'shareholder',
          ownershipPercentage: 40,
          notes: NOTE,
        })
        .expect(201)
    ).body.id;
    documentId = (
      await agent
        .post(`/api/entities/${person}/files`)
        .field('documentType', 'passport')
        .field('description', DESCRIPTION)
        .attach('file', Buffer.from('%PDF-1.4\nLerato passport\n'), {
          filename: FILE_NAME,
          contentType: 'application/pdf',
        })
        .expect(201)
    ).body.id;
    expect(filesUnder(join(dataDir, 'documents'))).toHaveLength(1);
    await agent.delete(`/api/entities/${person}`).expect(200);
    await agent
      .post(`/api/individuals/${person}/erase`)
      .send({ overrideReason: 'The data subject objected; the account accepted' })
      .expect(200);
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  it('destroys the documents of the person: the file, its name and its description', async () => {
    expect(filesUnder(join(dataDir, 'documents'))).toEqual([]);
    const answers = [
      await agent.get(`/api/entities/${person}/history`).expect(200),
      await agent.get(`/api/compliance/files/${documentId}/history`),
      await agent.get('/api/audit').expect(200),
      await agent.get('/api/activities/recent').expect(200),
    ]
      .map((answer) => answer.text)
      .join('\n');
    const exported = await exportText(agent, 'format=jsonl');
    for (const text of [answers, exported]) {
      expect(text).not.toContain(FILE_NAME);
      expect(text).not.toContain(DESCRIPTION);
    }
  });

  it('reads the notes of the links that touched the person as erased: history, audit trail and exports', async () => {
    const history = await agent.get(`/api/relationships/${link}/history`).expect(200);
    const texts = [
      history.text,
      (await agent.get(`/api/entities/${acme}/history`).expect(200)).text,
      (await agent.get('/api/audit').expect(200)).text,
      await exportText(agent, 'format=jsonl'),
      await exportText(agent, `entityId=${acme}&format=jsonl`),
      (await agent.get('/api/export/bods').expect(200)).text,
    ];
    for (const text of texts) expect(text).not.toContain(NOTE);
    expect(JSON.stringify(history.body)).toContain('[erased]');
  });

  it('leaves no erased value in the read store file, freed pages included', async () => {
    const db = new Database(join(dataDir, 'read-models.sqlite'));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes =
      fileText(join(dataDir, 'read-models.sqlite')) + fileText(join(dataDir, 'read-models.sqlite-wal'));
    expect(bytes.includes(EMAIL)).toBe(false);
  });

  it('keeps only ciphertext of that text in the log, and a rebuild reads it as the live read models do', async () => {
    const log = fileText(join(dataDir, 'events.sqlite')) + fileText(join(dataDir, 'events.sqlite-wal'));
    for (const value of [FILE_NAME, DESCRIPTION, NOTE]) expect(log.includes(value)).toBe(false);
    const live = await historyDocuments(app);
    await app.close();
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(dataDir, `read-models.sqlite${suffix}`), { force: true });
    app = await startTestApp(dataDir);
    agent = app.agent();
    expect(await historyDocuments(app)).toEqual(live);
  });
});
