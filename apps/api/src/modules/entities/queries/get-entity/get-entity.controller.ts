import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityView, idParam } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { GetEntityQuery } from './get-entity.query';

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class GetEntityController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) id: number,
  ): Promise<EntityView> {
    return this.queries.execute(new GetEntityQuery(actor.accountId, id));
  }
}
