import { Inject, Injectable } from '@nestjs/common';
import { type EntityLimitView, PLANS } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ACCOUNTS, type AccountDocument } from '../../../accounts/projections/account.read-model';
import { DashboardCountsReader } from '../../../dashboard/queries/dashboard-counts.reader';
import type { DashboardCounts } from '../../../dashboard/projections/dashboard-items.read-model';

/** The plan's entity limit and current use, as the forms' usage line and tooltips show it. */
@Injectable()
export class EntityLimitReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly counts: DashboardCountsReader,
  ) {}

  /** `counts` when the caller has read them already (the dashboard). */
  async read(accountId: number, counts?: DashboardCounts): Promise<EntityLimitView> {
    const [account, { company, individual, trust }] = await Promise.all([
      this.readStore.get<AccountDocument>(ACCOUNTS, String(accountId)),
      counts ?? this.counts.read(accountId),
    ]);
    const entityLimit = PLANS[account?.tier ?? 'free'].entityLimit;
    const totalEntities = company + individual + trust;
    const remainingEntities = Math.max(entityLimit - totalEntities, 0);
    return { entityLimit, totalEntities, remainingEntities, hasReachedEntityLimit: remainingEntities === 0 };
  }
}
