import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportJobView, SpreadsheetImportReport } from '@ledgerline/contracts';
import { createApp } from '../bootstrap/create-app';
import { loadConfig } from '../config/app-config';
import { firmSpreadsheet, firmWorkbook } from '../modules/spreadsheet-import/testing/firm-spreadsheet';

const PASSWORD = 'bench-import-password';

async function call(origin: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const { cookie, ...rest } = init;
  const answer = await fetch(`${origin}${path}`, {
    ...rest,
    headers: { origin, ...(cookie ? { cookie } : {}), ...(rest.headers ?? {}) },
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

async function session(origin: string, username: string) {
  const answer = await call(origin, '/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = answer.headers.getSetCookie()[0].split(';')[0];
  return { cookie, userId: ((await answer.json()) as { id: number }).id };
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The firm's workbook (200 companies, 300 individuals, 20 trusts, 600 relationships with
 * mistakes) through the dry run and the job, against a plain baseline: the same valid records created one by one
 * through the ordinary routes (POST /api/entities, /api/relationships), as a user without an import would.
 */
export async function runSpreadsheetImportBenchmark(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-import-'));
  const app = await createApp(
    { ...loadConfig({}), dataDir, webDist: null, deadlineScanMs: 0 },
    { logger: ['error'] },
  );
  await app.listen(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    const admin = await session(origin, 'benchadmin');
    const upgrade = async (userId: number) =>
      call(origin, '/api/subscription/update', {
        ...json({ userId, tier: 'pro', status: 'active' }),
        cookie: admin.cookie,
      });
    const firm = firmSpreadsheet();
    const workbook = await firmWorkbook(firm);

    const importer = await session(origin, 'benchimporter');
    await upgrade(importer.userId);
    const started = performance.now();
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(workbook)]), 'firm.xlsx');
      return body;
    };
    const report = (await (
      await call(origin, '/api/import/relationships?dryRun=true', {
        method: 'POST',
        body: form(),
        cookie: importer.cookie,
      })
    ).json()) as SpreadsheetImportReport;
    const dryRunSeconds = (performance.now() - started) / 1000;
    const { jobId } = (await (
      await call(origin, '/api/import/relationships', {
        method: 'POST',
        body: form(),
        cookie: importer.cookie,
      })
    ).json()) as { jobId: string };
    let job: ImportJobView;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (
        await call(origin, `/api/import/jobs/${jobId}`, { cookie: importer.cookie })
      ).json()) as ImportJobView;
    } while (job.status === 'queued' || job.status === 'running');
    const importSeconds = (performance.now() - started) / 1000;

    // Baseline: the rows the job created, one request each, in a second account.
    const plain = await session(origin, 'benchbyhand');
    await upgrade(plain.userId);
    const byHandStarted = performance.now();
    const ids = new Map<string, number>();
    const rows = report.rows.filter((row) => row.action === 'create');
    const sheets = firm.sheets;
    for (const row of rows.filter((r) => r.kind !== 'relationships')) {
      const type = { companies: 'company', individuals: 'individual', trusts: 'trust' }[
        row.kind as 'companies'
      ];
      const cells = sheets[row.kind]![row.row - 1];
      const body = { type, name: cells[0], ...(type === 'trust' ? { trustType: cells[2] } : {}) };
      const created = (await (
        await call(origin, '/api/entities', { ...json(body), cookie: plain.cookie })
      ).json()) as { id: number };
      ids.set(cells[0], created.id);
      ids.set(cells[row.kind === 'individuals' ? 2 : 1], created.id);
    }
    const entities = rows.filter((r) => r.kind !== 'relationships').length;
    let links = 0;
    for (const row of rows.filter((r) => r.kind === 'relationships')) {
      const [source, type, target, percentage] = sheets.relationships![row.row - 1];
      const sourceId = ids.get(source);
      const targetId = ids.get(target);
      if (sourceId === undefined || targetId === undefined) continue;
      const body = {
        sourceEntityId: sourceId,
        targetEntityId: targetId,
        type,
        ownershipPercentage: percentage.replace('%', '') || null,
      };
      await call(origin, '/api/relationships', { ...json(body), cookie: plain.cookie });
      links++;
    }
    const byHandSeconds = (performance.now() - byHandStarted) / 1000;
    console.log(
      `Spreadsheet import: ${report.rows.length} rows (${report.counts.create} to create, ${report.counts.problem} with problems)`,
    );
    console.log(
      `  dry run ${dryRunSeconds.toFixed(1)} s; dry run + job ${importSeconds.toFixed(1)} s (${job.status}, ${job.counts.created} created; target < 60 s); ` +
        `one by one through the routes ${byHandSeconds.toFixed(1)} s (${entities} entities, ${links} links); ` +
        `import x${(importSeconds / byHandSeconds).toFixed(2)} of one by one (load ${loadavg()[0].toFixed(1)})`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
