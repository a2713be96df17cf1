import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { PLANS, type SubscriptionStatus, type SubscriptionTier } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Actor } from '../../../../shared/actor';
import { EntityLimitReader } from '../../../entities/queries/get-entity-limit/entity-limit.reader';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { USERS } from '../../../identity/projections/user.read-model';
import { ACCOUNTS, type AccountDocument } from '../../projections/account.read-model';

interface Usage {
  current: number;
  max: number;
  percent: number;
}

export interface SubscriptionView {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  expiresAt: string | null;
  entityLimit: number;
  entityUsage: Usage;
  userUsage: Usage;
  features: (typeof PLANS)[SubscriptionTier]['features'];
}

const usage = (current: number, max: number): Usage => ({
  current,
  max,
  percent: max > 0 ? Math.min(100, Math.round((current / max) * 100)) : 100,
});

@Controller('subscription')
@UseGuards(AuthenticatedGuard)
export class GetSubscriptionController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly limits: EntityLimitReader,
  ) {}

  @Get()
  async current(@CurrentActor() actor: Actor): Promise<SubscriptionView> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(actor.accountId));
    const tier = account?.tier ?? 'free';
    const plan = PLANS[tier];
    const [entities, users] = await Promise.all([
      this.limits.read(actor.accountId),
      this.readStore.count(USERS, { accountId: actor.accountId }),
    ]);
    return {
      tier,
      status: account?.status ?? 'active',
      expiresAt: account?.expiresAt ?? null,
      entityLimit: plan.entityLimit,
      entityUsage: usage(entities.totalEntities, plan.entityLimit),
      userUsage: usage(Math.max(users, 1), plan.userLimit),
      features: plan.features,
    };
  }
}
