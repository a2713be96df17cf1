import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import {
  DASHBOARD_COUNTERS,
  type DashboardCounts,
  type DashboardCountersDocument,
  NO_COUNTS,
} from '../projections/dashboard-items.read-model';

/** The account's counts as the projector keeps them: one document lookup. */
@Injectable()
export class DashboardCountsReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async read(accountId: number): Promise<DashboardCounts> {
    const counters = await this.readStore.get<DashboardCountersDocument>(
      DASHBOARD_COUNTERS,
      String(accountId),
    );
    if (!counters) return { ...NO_COUNTS };
    const { company, individual, trust, asset, relationship } = counters;
    return { company, individual, trust, asset, relationship };
  }
}
