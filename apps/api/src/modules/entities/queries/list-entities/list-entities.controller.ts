import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ENTITY_TYPES } from '@ledgerline/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { type EntityListItem, ListEntitiesQuery } from './list-entities.query';

const listQuerySchema = z.object({
  type: z
    .enum(ENTITY_TYPES, { message: "type must be one of 'company', 'individual' or 'trust'" })
    .optional(),
});

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class ListEntitiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listQuerySchema, 'query')) query: z.output<typeof listQuerySchema>,
  ): Promise<EntityListItem[]> {
    return this.queries.execute(new ListEntitiesQuery(actor.accountId, query.type ?? null));
  }
}
