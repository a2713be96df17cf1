import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { DashboardView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Actor } from '../../../../shared/actor';
import { EntityLimitReader } from '../../../entities/queries/get-entity-limit/entity-limit.reader';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { DASHBOARD_ITEMS, type DashboardKind } from '../../projections/dashboard-items.read-model';

@Controller('dashboard')
@UseGuards(AuthenticatedGuard)
export class GetDashboardController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly limits: EntityLimitReader,
  ) {}

  /** Counts in both shapes the client reads (spec 000 section 3). */
  @Get()
  async dashboard(@CurrentActor() actor: Actor): Promise<DashboardView> {
    const count = (kind: DashboardKind) =>
      this.readStore.count(DASHBOARD_ITEMS, { accountId: actor.accountId, kind });
    const [companies, individuals, trusts, assets, relationships, entityLimit] = await Promise.all([
      count('company'),
      count('individual'),
      count('trust'),
      count('asset'),
      count('relationship'),
      this.limits.read(actor.accountId),
    ]);
    return {
      counts: { companies, individuals, trusts, assets, relationships },
      companiesCount: companies,
      individualsCount: individuals,
      trustsCount: trusts,
      assetsCount: assets,
      relationshipsCount: relationships,
      entityLimit,
    };
  }
}
