import { Injectable } from '@nestjs/common';
import type { ImportKind, SpreadsheetImportReport } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import { EventSourcedStreams } from '../../infrastructure/event-sourcing/event-sourced-streams';
import type { Actor } from '../../shared/actor';
import { AccountDays } from '../../shared/account-days';
import { accountRegister } from '../accounts/domain/account-register.state';
import { previewImport } from './import-preview';
import { ImportJobRunner } from './jobs/import-job.runner';
import { readSpreadsheet } from './spreadsheet-reader';

export interface UploadedSpreadsheet {
  name: string;
  bytes: Buffer;
}

/** The dry run and the start of a job, for the HTTP routes and `npm run import` alike. */
@Injectable()
export class SpreadsheetImportService {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly days: AccountDays,
    private readonly runner: ImportJobRunner,
  ) {}

  async dryRun(actor: Actor, kind: ImportKind, file: UploadedSpreadsheet): Promise<SpreadsheetImportReport> {
    const sheets = await readSpreadsheet(kind, file.name, file.bytes);
    const { state } = await this.streams.load(streams.account(actor.accountId), accountRegister);
    return previewImport(kind, sheets, state, await this.days.today(actor.accountId)).report;
  }

  async apply(actor: Actor, kind: ImportKind, file: UploadedSpreadsheet): Promise<{ jobId: string }> {
    const sheets = await readSpreadsheet(kind, file.name, file.bytes);
    return { jobId: await this.runner.start(actor, kind, sheets) };
  }
}
