import { Inject, Injectable } from '@nestjs/common';
import { PLANS, type SubscriptionView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { EntityLimitReader } from '../../../entities/queries/get-entity-limit/entity-limit.reader';
import {
  DOCUMENT_USAGE,
  type DocumentUsageDocument,
} from '../../../documents/projections/document.read-model';
import { USERS } from '../../../identity/projections/user.read-model';
import { ACCOUNTS, type AccountDocument } from '../../projections/account.read-model';

/** 100% means the limit is reached: 996 of 1,000 reads 99%, not a rounded-up 100% beside "4 remaining". */
export const usage = (current: number, max: number) => ({
  current,
  max,
  percent: max <= 0 || current >= max ? 100 : Math.min(99, Math.round((current / max) * 100)),
});

@Injectable()
export class SubscriptionReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly limits: EntityLimitReader,
  ) {}

  async read(accountId: number): Promise<SubscriptionView> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(accountId));
    const tier = account?.tier ?? 'free';
    const plan = PLANS[tier];
    const [entities, users, documents] = await Promise.all([
      this.limits.read(accountId),
      this.readStore.count(USERS, { accountId }),
      this.readStore.get<DocumentUsageDocument>(DOCUMENT_USAGE, String(accountId)),
    ]);
    return {
      tier,
      status: account?.status ?? 'active',
      expiresAt: account?.expiresAt ?? null,
      entityLimit: plan.entityLimit,
      entityUsage: usage(entities.totalEntities, plan.entityLimit),
      userUsage: usage(Math.max(users, 1), plan.userLimit),
      documentUsage: usage(documents?.documents ?? 0, plan.documentLimit),
      storageUsage: usage(documents?.bytes ?? 0, plan.storageQuotaBytes),
      features: plan.features,
    };
  }
}
