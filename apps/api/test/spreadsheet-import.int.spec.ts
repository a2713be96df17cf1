import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportJobView, SpreadsheetImportReport } from '@ledgerline/contracts';
import readXlsxFile from 'read-excel-file/node';
import { sheetCsv } from '../src/modules/spreadsheet-import/testing/firm-spreadsheet';
import { waitForJob } from './spreadsheet-import-support';
import {
  registeredAgent,
  removeDataDir,
  startTestApp,
  type TestApp,
  uniqueName,
  useTestApp,
} from './test-app';

type Agent = ReturnType<TestApp['agent']>;
const binary: Parameters<ReturnType<Agent['get']>['parse']>[0] = (response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};
const upload = (agent: Agent, path: string, content: Buffer | string, filename = 'import.csv') =>
  agent.post(path).attach('file', Buffer.from(content), { filename });

describe('spreadsheet import routes', () => {
  const app = useTestApp();
  let admin: Agent;
  beforeAll(async () => {
    admin = (await registeredAgent(app())).agent;
  });

  it('templates carry the export columns, as CSV and as an .xlsx workbook', async () => {
    const { agent } = await registeredAgent(app());
    const csv = await agent.get('/api/import/templates/companies?format=csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('ledgerline-companies-template.csv');
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
      /^ID,Name,Registration Number,Country,Status,Created At,/,
    );
    const xlsx = await agent
      .get('/api/import/templates/relationships?format=xlsx')
      .buffer(true)
      .parse(binary)
      .expect(200);
    const [sheet] = await readXlsxFile(xlsx.body as Buffer);
    expect(sheet.sheet).toBe('Relationships');
    expect(sheet.data[0].slice(0, 8)).toEqual([
      'ID',
      'Source',
      'Type',
      'Target',
      'Ownership %',
      'Start Date',
      'End Date',
      'Status',
    ]);
    const bad = await agent.get('/api/import/templates/boats').expect(400);
    expect(bad.body.errors).toEqual([{ field: 'kind', message: expect.stringContaining('companies') }]);
    await agent.get('/api/import/templates/trusts?format=pdf').expect(400);
  });

  it('a dry run classifies each row and writes nothing; an export imports again as matches', async () => {
    const { agent, user } = await registeredAgent(app());
    await admin
      .post('/api/subscription/update')
      .send({ userId: user.id, tier: 'basic', status: 'active' })
      .expect(200);
    const existing = await agent
      .post('/api/entities')
      .send({ type: 'company', name: 'Existing Ltd', registrationNumber: '2001/000001/07' })
      .expect(201);
    const file = sheetCsv([
      ['Name', 'Registration Number', 'Email'],
      ['Renamed Existing', '2001/000001/07', ''],
      ['Fresh Co', '', 'bad-email'],
      ['Fresh Co', '', ''],
      ['New Co', '2020/000002/07', ''],
    ]);
    const report = (await upload(agent, '/api/import/companies?dryRun=true', file).expect(200))
      .body as SpreadsheetImportReport;
    expect(report.rows.map((r) => [r.row, r.action, r.recordId, r.problems])).toEqual([
      [2, 'match', existing.body.id, []],
      [3, 'problem', null, [{ column: 'Email', message: 'Invalid email address' }]],
      [4, 'problem', null, [{ column: 'Name', message: 'Same name as row 3' }]],
      [5, 'create', null, []],
    ]);
    expect(report.rows[0].note).toContain('same registration number');
    expect(report.counts).toEqual({ create: 1, match: 1, problem: 2 });
    expect((await agent.get('/api/entities').expect(200)).body).toHaveLength(1);

    const exported = await agent.get('/api/export/entities?format=csv&type=company').expect(200);
    const again = (await upload(agent, '/api/import/companies?dryRun=true', exported.text).expect(200))
      .body as SpreadsheetImportReport;
    expect(again.counts).toEqual({ create: 0, match: 1, problem: 0 });
  });

  it('imports assets by their owner, and relationship and asset exports import again as matches', async () => {
    const { agent, user } = await registeredAgent(app());
    await admin
      .post('/api/subscription/update')
      .send({ userId: user.id, tier: 'basic', status: 'active' })
      .expect(200);
    const people = sheetCsv([
      ['Name', 'ID Number', 'Date of Birth'],
      ['Sipho Dlamini', '8001015009087', '01/02/1980'],
    ]);
    await waitForJob(agent, (await upload(agent, '/api/import/individuals', people).expect(202)).body.jobId);
    const companies = sheetCsv([
      ['Name', 'Registration Number'],
      ['Acme Ltd', '2015/000001/07'],
    ]);
    await waitForJob(agent, (await upload(agent, '/api/import/companies', companies).expect(202)).body.jobId);
    const links = sheetCsv([
      ['Source', 'Type', 'Target', 'Ownership %', 'Start Date'],
      ['8001015009087', 'shareholder', '2015/000001/07', '25', '2020-01-01'],
    ]);
    await waitForJob(agent, (await upload(agent, '/api/import/relationships', links).expect(202)).body.jobId);
    const assets = sheetCsv([
      ['Asset Name', 'Type', 'Value', 'Owner', 'Acquired'],
      ['Erf 1234 Sandton', 'Real estate', '2,500,000', 'Acme Ltd', '2018-05-01'],
      ['Boat', 'vehicle', '', 'Nobody Ltd', ''],
    ]);
    const assetJob = await waitForJob(
      agent,
      (await upload(agent, '/api/import/assets', assets).expect(202)).body.jobId,
    );
    expect(assetJob.counts).toEqual({ created: 1, matched: 0, skipped: 1 });
    expect(assetJob.report.rows[1].problems).toEqual([
      { column: 'Owner', message: 'No entity "Nobody Ltd" in the file or your register' },
    ]);
    const [asset] = (await agent.get('/api/assets').expect(200)).body as { type: string; value: number }[];
    expect(asset).toMatchObject({ type: 'real_estate', value: 2500000 });
    const [person] = (await agent.get('/api/entities?type=individual').expect(200)).body as {
      individualDetail: { dateOfBirth: string; idNumber: string };
    }[];
    expect(person.individualDetail).toMatchObject({ dateOfBirth: '1980-02-01', idNumber: '8001015009087' });

    for (const [kind, path] of [
      ['relationships', '/api/export/relationships?format=csv'],
      ['assets', '/api/export/assets?format=csv'],
    ]) {
      const exported = await agent.get(path).expect(200);
      const again = (await upload(agent, `/api/import/${kind}?dryRun=true`, exported.text).expect(200))
        .body as SpreadsheetImportReport;
      expect([kind, again.counts]).toEqual([kind, { create: 0, match: 1, problem: 0 }]);
    }
  });

  it('the plan limit is checked for the whole file before anything is written', async () => {
    const { agent } = await registeredAgent(app());
    const rows = [['Name'], ...Array.from({ length: 11 }, (_, i) => [`Company ${i}`])];
    const report = (await upload(agent, '/api/import/companies?dryRun=true', sheetCsv(rows)).expect(200))
      .body as SpreadsheetImportReport;
    expect(report.planLimit).toMatchObject({ entityLimit: 10, entitiesAfter: 11, withinLimit: false });
    const refused = await upload(agent, '/api/import/companies', sheetCsv(rows)).expect(403);
    expect(refused.body.message).toBe(
      "You've reached your limit of 10 entities. Upgrade your plan to add more.",
    );
    expect((await agent.get('/api/entities').expect(200)).body).toHaveLength(0);
  });

  it('applies in the background: 202, the job with progress and counts, a report to download; 404 for others', async () => {
    const { agent } = await registeredAgent(app());
    const companies = sheetCsv([
      ['Name', 'Registration Number'],
      ['Alpha Ltd', '1'],
      ['Beta Ltd', '2'],
      ['X', ''],
    ]);
    const accepted = await upload(agent, '/api/import/companies', companies).expect(202);
    const { jobId } = accepted.body as { jobId: string };
    const job = await waitForJob(agent, jobId);
    expect(job).toMatchObject({
      status: 'done',
      progress: { done: 3, total: 3 },
      counts: { created: 2, matched: 0, skipped: 1 },
    });
    const links = sheetCsv([
      ['Source', 'Type', 'Target', 'Ownership %'],
      ['Alpha Ltd', 'shareholder', '2', '51%'],
    ]);
    const linkJob = await waitForJob(
      agent,
      (await upload(agent, '/api/import/relationships', links).expect(202)).body.jobId as string,
    );
    expect(linkJob.counts.created).toBe(1);
    const [link] = (await agent.get('/api/relationships').expect(200)).body as {
      ownershipPercentage: number;
    }[];
    expect(link.ownershipPercentage).toBe(51);

    const report = await agent.get(`/api/import/jobs/${jobId}/report`).expect(200);
    expect(report.headers['content-disposition']).toContain('.csv');
    expect(report.text).toContain('companies,4,X,problem,skipped,,Name,Name must be at least 2 characters');
    const other = await registeredAgent(app());
    await other.agent.get(`/api/import/jobs/${jobId}`).expect(404);
    await other.agent.get(`/api/import/jobs/${jobId}/report`).expect(404);
    await agent.get('/api/import/jobs/not-a-job').expect(404);
  });

  it('refuses bad files with a 4xx naming the problem', async () => {
    const { agent } = await registeredAgent(app());
    const problem = async (status: number, request: ReturnType<Agent['post']>) =>
      ((await request.expect(status)).body as { message: string }).message;
    expect(await problem(400, agent.post('/api/import/companies?dryRun=true'))).toContain("part 'file'");
    expect(await problem(400, upload(agent, '/api/import/companies?dryRun=true', ''))).toBe(
      'The file is empty',
    );
    expect(
      await problem(400, upload(agent, '/api/import/companies?dryRun=true', '%PDF-1.4', 'scan.pdf')),
    ).toContain('CSV (.csv) or Excel (.xlsx)');
    expect(
      await problem(400, upload(agent, '/api/import/companies?dryRun=true', 'not a zip', 'book.xlsx')),
    ).toContain('not an Excel workbook');
    expect(
      await problem(400, upload(agent, '/api/import/trusts?dryRun=true', 'Trust Name\nSmith Trust\n')),
    ).toContain('"Trust Type"');
    expect(await problem(400, upload(agent, '/api/import/companies?dryRun=true', 'Name\n\n'))).toContain(
      'no rows',
    );
    await upload(agent, '/api/import/companies?dryRun=true', Buffer.alloc(11 * 1024 * 1024, 'a')).expect(413);
    await upload(agent, '/api/import/boats?dryRun=true', 'Name\nA\n').expect(400);
  });
});

describe('an import job after a restart', () => {
  it('resumes where it stopped and creates each row once', async () => {
    const first = await startTestApp();
    const admin = await registeredAgent(first);
    const username = uniqueName('resume');
    const { agent, user } = await registeredAgent(first, username);
    const rows = [['Name'], ...Array.from({ length: 600 }, (_, i) => [`Resumed Company ${i}`])];
    const upgrade = await admin.agent
      .post('/api/subscription/update')
      .send({ userId: user.id, tier: 'pro', status: 'active' });
    expect(upgrade.status).toBe(200);
    const { jobId } = (await upload(agent, '/api/import/companies', sheetCsv(rows)).expect(202)).body as {
      jobId: string;
    };
    await first.close();
    const stored = JSON.parse(readFileSync(join(first.dataDir, 'import-jobs', `${jobId}.json`), 'utf8')) as {
      status: string;
    };
    expect(stored.status).toBe('running');
    const second = await startTestApp(first.dataDir);
    try {
      const again = second.agent();
      await again.post('/api/login').send({ username, password: 'secret123' }).expect(200);
      const job: ImportJobView = await waitForJob(again, jobId);
      expect(job).toMatchObject({ status: 'done', counts: { created: 600, skipped: 0 } });
      expect((await again.get('/api/entities?type=company').expect(200)).body).toHaveLength(600);
    } finally {
      await second.close();
      removeDataDir(first.dataDir);
    }
  }, 120_000);
});
