import { Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type DeletionImpactView, type EntityView, idParam, listTrashQuery } from '@ledgerline/contracts';
import type { z } from 'zod';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { DeadlineScanService } from '../deadlines/deadline-scan.service';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { RestoreEntityCommand } from './commands/restore-entity/restore-entity.command';
import { DeletionImpactReader } from './queries/deletion-impact/deletion-impact.reader';
import { TrashListReader } from './queries/list-trash/trash-list.reader';

const id = (name: string) => new ZodValidationPipe(idParam, 'param', name);

/** Deleted entities for 30 days: what a deletion removes, the Trash and restoring (docs/decisions/0023). */
@Controller()
@UseGuards(AuthenticatedGuard)
export class TrashController {
  constructor(
    private readonly commands: CommandBus,
    private readonly trash: TrashListReader,
    private readonly impact: DeletionImpactReader,
    private readonly entities: EntityRegisterReader,
    private readonly deadlines: DeadlineScanService,
  ) {}

  @Get('entities/:id/deletion-impact')
  deletionImpact(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) entityId: number,
  ): Promise<DeletionImpactView> {
    return this.impact.read(actor.accountId, entityId);
  }

  /** Paged like every list (docs/api-lists.md): newest deletion first, the total in X-Total-Count. */
  @Get('trash')
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listTrashQuery, 'query')) query: z.output<typeof listTrashQuery>,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.trash.list(actor.accountId, query));
  }

  @Post('trash/:entityId/restore')
  @HttpCode(200)
  async restore(
    @CurrentActor() actor: Actor,
    @Param('entityId', id('entityId')) entityId: number,
  ): Promise<EntityView> {
    await this.commands.execute(new RestoreEntityCommand(actor, entityId));
    // The filings the deadline engine plans for the entity's facts come back with it, as after a create.
    await this.deadlines.planAccount(actor.accountId);
    return this.entities.entity(actor.accountId, entityId);
  }
}
