import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLOCK, type Clock } from '../src/shared/clock';
import { registeredAgent, removeDataDir, startTestApp, type TestApp, useTestApp } from './test-app';
import { localDay } from '@ledgerline/contracts';

type Agent = ReturnType<TestApp['agent']>;
const MB = 1024 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000000', 'hex');
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(64)]);
const zipNaming = (part: string) =>
  Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.alloc(16), Buffer.from(part)]);
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 32)]);

const upload = (
  agent: Agent,
  entityId: number | string,
  content: Buffer,
  filename: string,
  contentType: string,
) =>
  agent
    .post(`/api/entities/${entityId}/files`)
    .field('documentType', 'other')
    .attach('file', content, { filename, contentType });

const incomingOf = (app: TestApp) => join(app.dataDir, 'documents', '.incoming');
const storedFiles = (app: TestApp, accountId: number) => {
  const dir = join(app.dataDir, 'documents', String(accountId));
  return existsSync(dir) ? readdirSync(dir) : [];
};
/** YYYY-MM-DD `years` from now (UTC), as the retention rules count. */
const yearsFromNow = (years: number) => {
  // Files are kept from the South African day of their upload.
  const date = new Date(`${localDay(new Date())}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};

describe('document uploads: type from content, streamed to disk, plan caps, retention', () => {
  const testApp = useTestApp();
  let agent: Agent;
  let accountId: number;
  let entityId: number;
  beforeAll(async () => {
    const registered = await registeredAgent(testApp());
    agent = registered.agent;
    accountId = registered.user.accountId;
    entityId = (await agent.post('/api/entities').send({ type: 'company', name: 'Upload Co' })).body.id;
  });

  it('takes the type from the content: refuses an .exe named .pdf and HTML as PNG or text, stores what it found', async () => {
    const refusals = [
      [EXE, 'setup.pdf', 'application/pdf', 'exe'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png', 'text'],
      [Buffer.from('  <!DOCTYPE html><p>hi</p>'), 'notes.txt', 'text/plain', 'text'],
      [
        zipNaming('xl/workbook.xml'),
        'report.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'zip',
      ],
      [Buffer.from([0x68, 0x69, 0x00, 0x01]), 'binary.txt', 'text/plain', 'unknown'],
    ] as const;
    for (const [content, name, type, found] of refusals) {
      const response = await upload(agent, entityId, content, name, type);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { field: 'file', message: `The content is not an accepted document type (found ${found})` },
      ]);
    }
    const accepted = [
      [PNG, 'scan.jpg', 'image/jpeg', 'image/png'],
      [Buffer.from('Minutes of the meeting — 3 March\n'), 'minutes.txt', 'text/plain', 'text/plain'],
      [
        zipNaming('word/document.xml'),
        'deed.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ] as const;
    for (const [content, name, type, stored] of accepted) {
      const response = await upload(agent, entityId, content, name, type).expect(201);
      expect(response.body.mimeType).toBe(stored);
      const download = await agent.get(`/api/compliance/files/${response.body.id}/download`).expect(200);
      expect(download.headers['content-type']).toContain(stored);
    }
    expect(readdirSync(incomingOf(testApp()))).toEqual([]);
  });

  it('answers 503 with Retry-After when the document store cannot save, and records nothing', async () => {
    const other = await registeredAgent(testApp());
    const company = (
      await other.agent.post('/api/entities').send({ type: 'company', name: 'Store Fault Co' })
    ).body;
    mkdirSync(join(testApp().dataDir, 'documents'), { recursive: true });
    writeFileSync(
      join(testApp().dataDir, 'documents', String(other.user.accountId)),
      'a file where a folder goes',
    );
    const refused = await upload(other.agent, company.id, pdf(200), 'deed.pdf', 'application/pdf');
    expect([refused.status, refused.body.code, refused.headers['retry-after']]).toEqual([
      503,
      'STORE.UNAVAILABLE',
      '5',
    ]);
    expect((await other.agent.get(`/api/entities/${company.id}/files`).expect(200)).body).toEqual([]);
  });

  it('keeps the file name as it is seen: a direction override cannot show an .exe as a .pdf', async () => {
    const response = await upload(
      agent,
      entityId,
      pdf(200),
      'invoice\u202Efdp.exe',
      'application/pdf',
    ).expect(201);
    expect(response.body.originalName).toBe('invoicefdp.exe');
    const download = await agent.get(`/api/compliance/files/${response.body.id}/download`).expect(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="invoicefdp.exe"');
  });

  it('streams the upload to a temporary file, moves it into place and leaves no temporary file on any refusal', async () => {
    const content = pdf(3 * MB);
    const before = storedFiles(testApp(), accountId);
    const stored = await upload(agent, entityId, content, 'big.pdf', 'application/pdf').expect(201);
    expect(stored.body.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(stored.body.size).toBe(content.length);
    const added = storedFiles(testApp(), accountId).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const path = join(testApp().dataDir, 'documents', String(accountId), added[0]);
    expect(readFileSync(path).equals(content)).toBe(true);

    await upload(agent, '0x1', pdf(1000), 'a.pdf', 'application/pdf').expect(400); // the id pipe refuses
    await upload(agent, 999_999, pdf(1000), 'a.pdf', 'application/pdf').expect(404); // no such entity
    await agent
      .post(`/api/entities/${entityId}/files`)
      .field('documentType', 'selfie')
      .attach('file', pdf(1000), { filename: 'a.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(readdirSync(incomingOf(testApp()))).toEqual([]);
    expect(storedFiles(testApp(), accountId)).toHaveLength(before.length + 1);
  });

  it('sweeps uploads a stopped process left in the incoming folder when it starts', async () => {
    const dataDir = testApp().dataDir.replace(/$/, '-restart');
    mkdirSync(join(dataDir, 'documents', '.incoming'), { recursive: true });
    const leftover = join(dataDir, 'documents', '.incoming', 'c0ffee');
    writeFileSync(leftover, 'half an upload');
    const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(leftover, hoursAgo, hoursAgo);
    const restarted = await startTestApp(dataDir);
    try {
      expect(existsSync(leftover)).toBe(false);
    } finally {
      await restarted.close();
      removeDataDir(dataDir);
    }
  });

  it('refuses the upload that would pass the storage quota (free: 100 MB) and keeps nothing of it', async () => {
    const { agent: owner, user } = await registeredAgent(testApp());
    const company = (await owner.post('/api/entities').send({ type: 'company', name: 'Quota Co' })).body.id;
    const ids: number[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(
        (await upload(owner, company, pdf(10 * MB), `part-${i}.pdf`, 'application/pdf').expect(201)).body.id,
      );
    const subscription = (await owner.get('/api/subscription').expect(200)).body;
    expect(subscription.documentUsage).toEqual({ current: 10, max: 200, percent: 5 });
    expect(subscription.storageUsage).toEqual({ current: 100 * MB, max: 100 * MB, percent: 100 });
    const refused = await upload(owner, company, pdf(1000), 'one-more.pdf', 'application/pdf');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This file would take your documents past your storage quota of 100 MB (100 MB used). ' +
        'Upgrade your plan or delete documents to add more.',
    );
    expect(storedFiles(testApp(), user.accountId)).toHaveLength(10);
    expect(readdirSync(incomingOf(testApp()))).toEqual([]);
    await owner.delete(`/api/compliance/files/${ids[0]}`).expect(200);
    await upload(owner, company, pdf(1000), 'one-more.pdf', 'application/pdf').expect(201);
  });

  it('with 7 groups, 20 simultaneous creates give exactly 3 (free plan: 10 groups)', async () => {
    const { agent: owner } = await registeredAgent(testApp());
    for (let i = 0; i < 7; i++)
      await owner
        .post('/api/groups')
        .send({ name: `Group ${i}` })
        .expect(201);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => owner.post('/api/groups').send({ name: `Race ${i}` })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.status === 403);
    expect(refused).toHaveLength(17);
    expect(refused[0].body.message).toBe(
      "You've reached your limit of 10 groups. Upgrade your plan to add more.",
    );
  });

  it('deletes a document keeping its file for the retention period, then erases the file on request', async () => {
    const clock = testApp().app.get<Clock>(CLOCK);
    const { agent: owner, user } = await registeredAgent(testApp());
    const client = (await owner.post('/api/entities').send({ type: 'company', name: 'Client Co' })).body.id;
    const doc = (await upload(owner, client, pdf(2000), 'kyc.pdf', 'application/pdf').expect(201)).body;
    const companiesAct = yearsFromNow(7);
    expect(storedFiles(testApp(), user.accountId)).toHaveLength(1);

    expect((await owner.delete(`/api/compliance/files/${doc.id}`).expect(200)).body).toEqual({
      message:
        'Document deleted; its file is kept while its entity is in the register and for 5 years after it is ' +
        `deleted, at least until ${companiesAct} (retention)`,
    });
    expect(
      (await owner.delete(`/api/compliance/files/${doc.id}?erase=maybe`).expect(400)).body.errors,
    ).toEqual([{ field: 'erase', message: "erase must be 'true' or 'false'" }]);
    const live = await owner.delete(`/api/compliance/files/${doc.id}?erase=true`).expect(409);
    expect(live.body.message).toContain('it cannot be erased yet');

    await owner.delete(`/api/entities/${client}`).expect(200);
    const early = await owner.delete(`/api/compliance/files/${doc.id}?erase=true`).expect(409);
    expect(early.body.message).toBe(
      `The file of this document is kept under the retention rules; it may be erased from ${companiesAct}`,
    );

    const later = jest.spyOn(clock, 'now').mockReturnValue(new Date(`${companiesAct}T08:00:00Z`));
    try {
      const erased = await owner.delete(`/api/compliance/files/${doc.id}?erase=true`).expect(200);
      expect(erased.body).toEqual({ message: 'The file of this document was erased' });
      await owner.delete(`/api/compliance/files/${doc.id}?erase=true`).expect(404);
    } finally {
      later.mockRestore();
    }
    expect(storedFiles(testApp(), user.accountId)).toEqual([]);
    expect((await owner.get(`/api/compliance/files/${doc.id}/download`)).status).toBe(404);
  });
});
