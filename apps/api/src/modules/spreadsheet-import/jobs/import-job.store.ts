import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { ImportJobStatus, ImportKind, ImportPlanLimit, ImportRowOutcome } from '@ledgerline/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { Actor } from '../../../shared/actor';
import type { PlannedRow } from '../import-plan.types';
import type { RowIds } from '../spreadsheet-import.decider';

/** A job as kept between batches: enough to resume after a restart without the uploaded file. */
export interface StoredImportJob {
  jobId: string;
  accountId: number;
  actor: Actor;
  kind: ImportKind;
  sheets: ImportKind[];
  status: ImportJobStatus;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  planLimit: ImportPlanLimit;
  rows: PlannedRow[];
  /** The record id of each create row, taken before its batch is appended, so a resumed batch reuses them. */
  ids: RowIds;
  outcomes: Record<string, { outcome: ImportRowOutcome; recordId: number | null }>;
}

const JOB_ID = /^[0-9a-f-]{36}$/;

/** One JSON file per job in DATA_DIR/import-jobs, replaced atomically after each batch. */
@Injectable()
export class ImportJobStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'import-jobs');
  }

  save(job: StoredImportJob): void {
    mkdirSync(this.dir, { recursive: true });
    const file = join(this.dir, `${job.jobId}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(job));
    renameSync(`${file}.tmp`, file);
  }

  /** The job if it belongs to the account; another account's, an unknown or a malformed id read as missing. */
  find(jobId: string, accountId?: number): StoredImportJob | null {
    if (!JOB_ID.test(jobId)) return null;
    try {
      const job = JSON.parse(readFileSync(join(this.dir, `${jobId}.json`), 'utf8')) as StoredImportJob;
      return accountId === undefined || job.accountId === accountId ? job : null;
    } catch {
      return null;
    }
  }

  unfinished(): StoredImportJob[] {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => this.find(name.slice(0, -'.json'.length)))
      .filter(
        (job): job is StoredImportJob =>
          job !== null && (job.status === 'queued' || job.status === 'running'),
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
}
