import { Inject, Injectable } from '@nestjs/common';
import { type EntityLimitView, PLANS } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ACCOUNTS, type AccountDocument } from '../../../accounts/projections/account.read-model';
import { DASHBOARD_ITEMS } from '../../../dashboard/projections/dashboard-items.read-model';

/** The plan's entity limit and current use, as the forms' usage line and tooltips show it. */
@Injectable()
export class EntityLimitReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async read(accountId: number): Promise<EntityLimitView> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(accountId));
    const entityLimit = PLANS[account?.tier ?? 'free'].entityLimit;
    const totalEntities = await this.readStore.count(DASHBOARD_ITEMS, {
      accountId,
      kind: ['company', 'individual', 'trust'],
    });
    const remainingEntities = Math.max(entityLimit - totalEntities, 0);
    return { entityLimit, totalEntities, remainingEntities, hasReachedEntityLimit: remainingEntities === 0 };
  }
}
