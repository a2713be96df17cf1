import type { SpreadsheetImportReport } from '@ledgerline/contracts';
import { firmSpreadsheet, firmWorkbook } from '../src/modules/spreadsheet-import/testing/firm-spreadsheet';
import { waitForJob } from './spreadsheet-import-support';
import { registeredAgent, useTestApp } from './test-app';

describe("a firm's spreadsheet: 200 companies, 300 individuals, 20 trusts, 600 relationships", () => {
  const app = useTestApp();
  const firm = firmSpreadsheet();

  it('dry run names every deliberate mistake, then the job creates the right counts in under a minute', async () => {
    const admin = await registeredAgent(app());
    const { agent, user } = await registeredAgent(app());
    await admin.agent
      .post('/api/subscription/update')
      .send({ userId: user.id, tier: 'pro', status: 'active' })
      .expect(200);
    const workbook = await firmWorkbook(firm);
    const upload = (path: string) => agent.post(path).attach('file', workbook, { filename: 'firm.xlsx' });

    const started = Date.now();
    const dryRun = (await upload('/api/import/relationships?dryRun=true').expect(200))
      .body as SpreadsheetImportReport;
    const dryRunMs = Date.now() - started;
    expect(dryRun.sheets).toEqual(['companies', 'trusts', 'individuals', 'relationships']);
    for (const mistake of firm.deliberate) {
      const row = dryRun.rows.find((r) => r.kind === mistake.kind && r.row === mistake.row);
      expect({ mistake, problems: row?.problems }).toEqual({
        mistake,
        problems: expect.arrayContaining([
          { column: mistake.column, message: expect.stringContaining(mistake.message) },
        ]),
      });
    }
    const problemsBy = (kind: string) => dryRun.rows.filter((r) => r.kind === kind && r.action === 'problem');
    for (const [kind, count] of Object.entries(firm.problemRows))
      expect([kind, problemsBy(kind).length]).toEqual([kind, count]);
    expect(dryRun.counts.create).toBe(Object.values(firm.creates).reduce((a, b) => a + b, 0));
    expect((await agent.get('/api/entities').expect(200)).body).toHaveLength(0);

    const accepted = await upload('/api/import/relationships').expect(202);
    const job = await waitForJob(agent, (accepted.body as { jobId: string }).jobId);
    const totalMs = Date.now() - started;
    expect(job.status).toBe('done');
    expect(job.counts).toEqual({
      created: dryRun.counts.create,
      matched: 0,
      skipped: dryRun.counts.problem,
    });
    const count = async (path: string) => ((await agent.get(path).expect(200)).body as unknown[]).length;
    expect(await count('/api/entities?type=company')).toBe(firm.creates.companies);
    expect(await count('/api/entities?type=individual')).toBe(firm.creates.individuals);
    expect(await count('/api/entities?type=trust')).toBe(firm.creates.trusts);
    expect(await count('/api/relationships')).toBe(firm.creates.relationships);
    console.log(`firm spreadsheet: dry run ${dryRunMs} ms, dry run + apply ${totalMs} ms`);
    expect(totalMs).toBeLessThan(60_000);

    // The same file again matches every record instead of creating duplicates.
    const again = (await upload('/api/import/relationships?dryRun=true').expect(200))
      .body as SpreadsheetImportReport;
    expect(again.counts).toEqual({ create: 0, match: dryRun.counts.create, problem: dryRun.counts.problem });
  }, 180_000);
});
