import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ImportKind } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import { AccountRegisterService } from '../../../infrastructure/event-sourcing/account-register.service';
import { EventSourcedStreams } from '../../../infrastructure/event-sourcing/event-sourced-streams';
import type { Actor } from '../../../shared/actor';
import { AccountDays } from '../../../shared/account-days';
import { DomainError } from '../../../shared/domain-error';
import { accountRegister } from '../../accounts/domain/account-register.state';
import { DeadlineScanService } from '../../deadlines/deadline-scan.service';
import { isEntityKind } from '../import-columns';
import { previewImport } from '../import-preview';
import { decideRows, type RowsDecision } from '../spreadsheet-import.decider';
import type { ParsedSheet } from '../spreadsheet-reader';
import { ImportJobStore, type StoredImportJob } from './import-job.store';

/** Rows per append: one append per batch keeps the log ordinary and the progress bar moving. */
export const IMPORT_BATCH_ROWS = 100;

const sequenceOf = (kind: ImportKind) =>
  isEntityKind(kind) ? 'entity' : kind === 'relationships' ? 'relationship' : 'asset';

/**
 * Applies imports in the background, one job at a time, a batch of rows per append; the job's file records the
 * ids and each row's outcome after every batch, so a restart resumes where it stopped (docs/decisions/0043).
 */
@Injectable()
export class ImportJobRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImportJobRunner.name);
  private queue: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly jobs: ImportJobStore,
    private readonly register: AccountRegisterService,
    private readonly streams: EventSourcedStreams,
    private readonly days: AccountDays,
    private readonly deadlines: DeadlineScanService,
  ) {}

  onApplicationBootstrap(): void {
    for (const job of this.jobs.unfinished()) this.enqueue(job.jobId);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.queue;
  }

  /** Plans the file on the current register, refuses it whole past the plan limit, takes its ids and queues it. */
  async start(actor: Actor, kind: ImportKind, sheets: ParsedSheet[]): Promise<string> {
    const { state } = await this.streams.load(streams.account(actor.accountId), accountRegister);
    const { rows, report } = previewImport(kind, sheets, state, await this.days.today(actor.accountId));
    if (!report.planLimit.withinLimit)
      throw new DomainError('forbidden', 'PLAN.LIMIT_REACHED', report.planLimit.message!);
    const job: StoredImportJob = {
      jobId: randomUUID(),
      accountId: actor.accountId,
      actor,
      kind,
      sheets: report.sheets,
      status: 'queued',
      createdAt: new Date().toISOString(),
      finishedAt: null,
      error: null,
      planLimit: report.planLimit,
      rows,
      ids: {},
      outcomes: {},
    };
    for (const row of rows) {
      if (row.action === 'create') job.ids[row.key] = await this.register.nextId(sequenceOf(row.kind));
      else
        job.outcomes[row.key] = {
          outcome: row.action === 'match' ? 'matched' : 'skipped',
          recordId: row.existingId,
        };
    }
    this.jobs.save(job);
    this.enqueue(job.jobId);
    return job.jobId;
  }

  /** Resolves when the queue is empty (the CLI waits on it). */
  idle(): Promise<void> {
    return this.queue;
  }

  private enqueue(jobId: string): void {
    this.queue = this.queue.then(() => this.run(jobId));
  }

  private async run(jobId: string): Promise<void> {
    const job = this.jobs.find(jobId);
    if (!job || this.stopping) return;
    job.status = 'running';
    this.jobs.save(job);
    try {
      const context = { actorUserId: job.actor.userId, today: await this.days.today(job.accountId) };
      const refused = new Set(
        Object.entries(job.outcomes).flatMap(([key, { outcome }]) => (outcome === 'skipped' ? [key] : [])),
      );
      const byKey = new Map(job.rows.map((row) => [row.key, row]));
      const pending = job.rows.filter((row) => row.action === 'create' && !job.outcomes[row.key]);
      for (let at = 0; at < pending.length; at += IMPORT_BATCH_ROWS) {
        if (this.stopping) return;
        const batch = pending.slice(at, at + IMPORT_BATCH_ROWS);
        let decision: RowsDecision | null = null;
        await this.register.decide(job.actor, (fresh) => {
          decision = decideRows(batch, job.ids, context, fresh, new Set(refused));
          return decision.events;
        });
        for (const decided of (decision as RowsDecision | null)?.rows ?? []) {
          const row = byKey.get(decided.key)!;
          if (decided.refusal) {
            refused.add(decided.key);
            row.action = 'problem';
            row.problems.push({ column: null, message: decided.refusal.message });
            job.outcomes[decided.key] = { outcome: 'skipped', recordId: null };
          } else job.outcomes[decided.key] = { outcome: 'created', recordId: decided.recordId };
        }
        this.jobs.save(job);
      }
      await this.deadlines.planAccount(job.accountId);
      job.status = 'done';
    } catch (error) {
      this.logger.error(`Import job ${jobId} failed`, error instanceof Error ? error.stack : String(error));
      job.status = 'failed';
      job.error = error instanceof Error ? error.message : String(error);
    }
    job.finishedAt = new Date().toISOString();
    this.jobs.save(job);
  }
}
