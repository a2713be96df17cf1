import { Controller, Get, UseGuards } from '@nestjs/common';
import type { EntityLimitView } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { EntityLimitReader } from './entity-limit.reader';

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class GetEntityLimitController {
  constructor(private readonly limits: EntityLimitReader) {}

  @Get('limit')
  async limit(@CurrentActor() actor: Actor): Promise<EntityLimitView> {
    return this.limits.read(actor.accountId);
  }
}
