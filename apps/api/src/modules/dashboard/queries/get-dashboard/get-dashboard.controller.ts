import { Controller, Get, UseGuards } from '@nestjs/common';
import type { DashboardView } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';
import { EntityLimitReader } from '../../../entities/queries/get-entity-limit/entity-limit.reader';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { DashboardCountsReader } from '../dashboard-counts.reader';

@Controller('dashboard')
@UseGuards(AuthenticatedGuard)
export class GetDashboardController {
  constructor(
    private readonly counts: DashboardCountsReader,
    private readonly limits: EntityLimitReader,
  ) {}

  /** Counts in both shapes the client reads (spec 000 section 3), from the counters the projector keeps. */
  @Get()
  async dashboard(@CurrentActor() actor: Actor): Promise<DashboardView> {
    const counts = await this.counts.read(actor.accountId);
    const entityLimit = await this.limits.read(actor.accountId, counts);
    const { company: companies, individual: individuals, trust: trusts, asset: assets } = counts;
    return {
      counts: { companies, individuals, trusts, assets, relationships: counts.relationship },
      companiesCount: companies,
      individualsCount: individuals,
      trustsCount: trusts,
      assetsCount: assets,
      relationshipsCount: counts.relationship,
      entityLimit,
    };
  }
}
