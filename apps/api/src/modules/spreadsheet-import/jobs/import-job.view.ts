import type { ImportJobView } from '@ledgerline/contracts';
import { csvLine } from '../../exports/csv';
import { reportOf } from '../import-preview';
import type { StoredImportJob } from './import-job.store';

/** `GET /api/import/jobs/{id}`: status, progress over the file's rows, counts and the row-by-row report. */
export function importJobView(job: StoredImportJob): ImportJobView {
  const outcomes = Object.values(job.outcomes);
  const count = (outcome: string) => outcomes.filter((o) => o.outcome === outcome).length;
  return {
    jobId: job.jobId,
    kind: job.kind,
    status: job.status,
    progress: { done: outcomes.length, total: job.rows.length },
    counts: { created: count('created'), matched: count('matched'), skipped: count('skipped') },
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    error: job.error,
    report: reportOf(
      job.kind,
      job.sheets,
      job.rows,
      job.planLimit,
      (row) => job.outcomes[row.key] ?? { outcome: 'pending' },
    ),
  };
}

const REPORT_HEADER = [
  'Sheet',
  'Row',
  'Record',
  'Action',
  'Outcome',
  'Record ID',
  'Column',
  'Problem or note',
];

/** The result report as CSV: a line per problem (or one per row without), so a spreadsheet can filter it. */
export function importReportCsv(job: StoredImportJob): string {
  const lines = [csvLine(REPORT_HEADER)];
  for (const row of importJobView(job).report.rows) {
    const base = [row.kind, row.row, row.label, row.action, row.outcome, row.recordId];
    if (!row.problems.length) lines.push(csvLine([...base, '', row.note ?? '']));
    for (const problem of row.problems) lines.push(csvLine([...base, problem.column ?? '', problem.message]));
  }
  return lines.join('');
}
