import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { idParam, type OwnershipTimelineItem, ownershipTimelineQuerySchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { HistoryRowsReader } from '../history-rows.reader';
import { OwnershipTimelineReader } from './ownership-timeline.reader';

/**
 * `GET /api/entities/{id}/ownership-timeline`: each dated change of who owns or controls the entity (holder,
 * % before and after, effective and recorded, reason and evidence), oldest first; `knownAt` keeps what had
 * been recorded by then. A deleted entity keeps its timeline; another account's is a 404 (docs/decisions/0033).
 */
@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class OwnershipTimelineController {
  constructor(
    private readonly history: HistoryRowsReader,
    private readonly timeline: OwnershipTimelineReader,
  ) {}

  @Get(':id/ownership-timeline')
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) entityId: number,
    @Query(new ZodValidationPipe(ownershipTimelineQuerySchema, 'query'))
    { knownAt }: z.output<typeof ownershipTimelineQuerySchema>,
  ): Promise<OwnershipTimelineItem[]> {
    await this.history.recordKeyOf(actor.accountId, 'entity', entityId);
    return this.timeline.timeline(actor.accountId, entityId, knownAt);
  }
}
