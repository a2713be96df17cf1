import { Inject, Injectable } from '@nestjs/common';
import type { FilingRequirementView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { CLOCK, type Clock } from '../../../shared/clock';
import { notFound } from '../../../shared/domain-error';
import { FILINGS, type FilingDocument } from '../projections/filing-requirements.projector';
import { isUpcoming, toFilingView } from './filing-status';

@Injectable()
export class FilingsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  async list(
    accountId: number,
    filter: DocumentFilter = {},
    limit?: number,
  ): Promise<FilingRequirementView[]> {
    const docs = await this.readStore.find<FilingDocument>(
      FILINGS,
      { accountId, ...filter },
      {
        sort: [{ field: 'dueDate', direction: 'asc' }],
        ...(limit ? { limit } : {}),
      },
    );
    const today = this.today();
    return docs.map((doc) => toFilingView(doc, today));
  }

  async upcoming(accountId: number): Promise<FilingRequirementView[]> {
    return (await this.list(accountId, { status: 'pending' })).filter(isUpcoming);
  }

  async overdue(accountId: number): Promise<FilingRequirementView[]> {
    return (await this.list(accountId, { status: ['pending', 'overdue'] })).filter((f) => f.isOverdue);
  }

  async get(accountId: number, filingId: number): Promise<FilingRequirementView> {
    const doc = await this.readStore.get<FilingDocument>(FILINGS, String(filingId));
    if (!doc || doc.accountId !== accountId) throw notFound('Filing requirement');
    return toFilingView(doc, this.today());
  }
}
