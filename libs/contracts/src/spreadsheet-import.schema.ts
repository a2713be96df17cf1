import { z } from 'zod';

/** Record kinds a spreadsheet can import (docs/decisions/0043); the same columns as the exports. */
export const IMPORT_KINDS = ['companies', 'individuals', 'trusts', 'relationships', 'assets'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS, {
  message: 'Kind must be one of companies, individuals, trusts, relationships or assets',
});

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One problem, named by the column (header) of the cell it is in; `null` for the row as a whole. */
export interface ImportCellProblem {
  column: string | null;
  message: string;
}

export type ImportRowAction = 'create' | 'match' | 'problem';
export type ImportRowOutcome = 'created' | 'matched' | 'skipped' | 'pending';

/** A row of the file as the dry run (and then the job) judged it; `row` is the spreadsheet's row number. */
export interface ImportReportRow {
  kind: ImportKind;
  row: number;
  label: string;
  action: ImportRowAction;
  /** The register record a `match` row is (or a created row became). */
  recordId: number | null;
  /** Why a row matches an existing record ("Same registration number as Acme (#12)"). */
  note: string | null;
  problems: ImportCellProblem[];
  outcome: ImportRowOutcome;
}

export interface ImportCounts {
  create: number;
  match: number;
  problem: number;
}

export interface ImportPlanLimit {
  entityLimit: number;
  entitiesAfter: number;
  relationshipsAfter: number;
  assetsAfter: number;
  withinLimit: boolean;
  message: string | null;
}

export interface SpreadsheetImportReport {
  kind: ImportKind;
  /** The kinds the file held (an .xlsx workbook may hold a sheet per kind). */
  sheets: ImportKind[];
  counts: ImportCounts;
  planLimit: ImportPlanLimit;
  rows: ImportReportRow[];
}

export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ImportJobView {
  jobId: string;
  kind: ImportKind;
  status: ImportJobStatus;
  progress: { done: number; total: number };
  counts: { created: number; matched: number; skipped: number };
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  report: SpreadsheetImportReport;
}
