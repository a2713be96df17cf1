import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityView } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { DeadlineScanService } from '../../../deadlines/deadline-scan.service';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { EntityRegisterReader } from '../../queries/entity-register.reader';
import { CreateEntityCommand } from './create-entity.command';
import { type CreateEntityRequest, createEntityRequestSchema } from './create-entity.schema';

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class CreateEntityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly entities: EntityRegisterReader,
    private readonly deadlines: DeadlineScanService,
  ) {}

  @Post()
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createEntityRequestSchema)) body: CreateEntityRequest,
  ): Promise<EntityView> {
    const { entityId } = await this.commands.execute(new CreateEntityCommand(actor, body));
    // Filings the new facts call for (BO filing, annual return, ITR12T) appear at once, not at the next scan;
    // only the new entity's, so a create costs the same in a 10,000-entity account.
    await this.deadlines.planEntities(actor.accountId, [entityId]);
    return this.entities.entity(actor.accountId, entityId);
  }
}
