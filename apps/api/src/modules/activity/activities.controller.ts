import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { ActivityView } from '@ledgerline/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { ActivitiesReader } from './queries/activities.reader';

const recentQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(10),
});

@Controller('activities')
@UseGuards(AuthenticatedGuard)
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesReader) {}

  @Get('recent')
  recent(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(recentQuery, 'query')) query: z.output<typeof recentQuery>,
  ): Promise<ActivityView[]> {
    return this.activities.recent(actor.accountId, query.limit);
  }
}
