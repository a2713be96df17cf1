import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { importKindSchema, type ImportKind } from '@ledgerline/contracts';
import { SingleBar } from 'cli-progress';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { PublicUserService } from '../modules/identity/auth/public-user.service';
import { kindNamed } from '../modules/spreadsheet-import/import-columns';
import { ImportJobRunner } from '../modules/spreadsheet-import/jobs/import-job.runner';
import { ImportJobStore } from '../modules/spreadsheet-import/jobs/import-job.store';
import { importJobView, importReportCsv } from '../modules/spreadsheet-import/jobs/import-job.view';
import { SpreadsheetImportService } from '../modules/spreadsheet-import/spreadsheet-import.service';

const USAGE =
  'Usage: npm run import -- FILE --username NAME [--kind companies|individuals|trusts|relationships|assets] ' +
  '[--dry-run] [--report FILE.csv]';

/**
 * `npm run import -- FILE --username NAME`: the same dry run and job as `POST /api/import/{kind}`, as that user in
 * that user's account (docs/decisions/0043), with a progress bar; problem rows are skipped and listed.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      kind: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  });
  const [file] = positionals;
  if (!file || !values.username) throw new Error(USAGE);
  const kindText = values.kind ?? kindNamed(basename(file)) ?? 'companies';
  const kind: ImportKind = importKindSchema.parse(kindText);
  const app = await NestFactory.createApplicationContext(AppModule.forConfig(loadConfig()), {
    logger: ['error', 'warn'],
  });
  try {
    const user = await app.get(PublicUserService).findByUsername(values.username);
    if (!user) throw new Error(`No user named "${values.username}"`);
    const actor = {
      userId: user.userId,
      accountId: user.accountId,
      role: user.role,
      accountRole: user.accountRole,
      correlationId: 'cli-import',
    };
    const upload = { name: basename(file), bytes: readFileSync(file) };
    const imports = app.get(SpreadsheetImportService);
    const preview = await imports.dryRun(actor, kind, upload);
    const { create, match, problem } = preview.counts;
    console.log(`${file}: ${create} to create, ${match} already in the register, ${problem} with problems`);
    for (const row of preview.rows.filter((r) => r.action === 'problem').slice(0, 20))
      console.log(
        `  ${row.kind} row ${row.row}: ${row.problems.map((p) => `${p.column ?? 'row'}: ${p.message}`).join('; ')}`,
      );
    if (problem > 20) console.log(`  ... and ${problem - 20} more (see --report)`);
    if (preview.planLimit.message) throw new Error(preview.planLimit.message);
    if (values['dry-run']) return;
    const startedAt = Date.now();
    const { jobId } = await imports.apply(actor, kind, upload);
    const store = app.get(ImportJobStore);
    const bar = new SingleBar({
      format: 'Importing [{bar}] {percentage}% | {value}/{total} rows | ETA {eta_formatted}',
    });
    bar.start(preview.rows.length, 0);
    const timer = setInterval(() => {
      const job = store.find(jobId);
      if (job) bar.update(Object.keys(job.outcomes).length);
    }, 250);
    await app.get(ImportJobRunner).idle();
    clearInterval(timer);
    const job = store.find(jobId)!;
    bar.update(Object.keys(job.outcomes).length);
    bar.stop();
    const view = importJobView(job);
    console.log(
      `Job ${jobId} ${view.status} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ` +
        `${view.counts.created} created, ${view.counts.matched} matched, ${view.counts.skipped} skipped` +
        (view.error ? ` (${view.error})` : ''),
    );
    if (values.report) {
      writeFileSync(values.report, importReportCsv(job));
      console.log(`Report written to ${values.report}`);
    }
    if (view.status !== 'done') process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
