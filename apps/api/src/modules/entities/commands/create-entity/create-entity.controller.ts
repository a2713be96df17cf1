import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EntityView } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { GetEntityQuery } from '../../queries/get-entity/get-entity.query';
import { CreateEntityCommand } from './create-entity.command';
import { type CreateEntityRequest, createEntityRequestSchema } from './create-entity.schema';

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class CreateEntityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createEntityRequestSchema)) body: CreateEntityRequest,
  ): Promise<EntityView> {
    const { entityId } = await this.commands.execute(new CreateEntityCommand(actor, body));
    return this.queries.execute(new GetEntityQuery(actor.accountId, entityId));
  }
}
