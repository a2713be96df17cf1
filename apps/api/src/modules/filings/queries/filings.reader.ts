import { Inject, Injectable } from '@nestjs/common';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../../shared/account-days';
import { notFound } from '../../../shared/domain-error';
import { FILINGS, type FilingDocument } from '../projections/filing.read-model';
import { toFilingView } from './filing-status';

@Injectable()
export class FilingsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
  ) {}

  /** The account's today: its filings turn overdue at midnight in its zone. */
  today(accountId: number): Promise<string> {
    return this.days.today(accountId);
  }

  /** Every matching filing of the account, soonest due first (internal callers; the routes page). */
  async list(accountId: number, filter: DocumentFilter = {}): Promise<FilingRequirementView[]> {
    const docs = await this.readStore.find<FilingDocument>(
      FILINGS,
      { accountId, ...filter },
      {
        sort: [
          { field: 'dueDate', direction: 'asc' },
          { field: 'filingId', direction: 'asc' },
        ],
      },
    );
    const today = await this.today(accountId);
    return docs.map((doc) => toFilingView(doc, today));
  }

  async get(accountId: number, filingId: number): Promise<FilingRequirementView> {
    const doc = await this.readStore.get<FilingDocument>(FILINGS, String(filingId));
    if (!doc || doc.accountId !== accountId) throw notFound('Filing requirement');
    return toFilingView(doc, await this.today(accountId));
  }
}
