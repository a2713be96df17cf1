import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { ActivitiesReader } from './queries/activities.reader';
import {
  type RecentActivitiesQuery,
  recentActivitiesQuery,
} from './queries/recent-activities/recent-activities.query';

@Controller('activities')
@UseGuards(AuthenticatedGuard)
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesReader) {}

  /** Newest first; `limit` (default 10), `offset`, `activityType`, `entityId` and `q`; the total in X-Total-Count. */
  @Get('recent')
  recent(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(recentActivitiesQuery, 'query')) query: RecentActivitiesQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.activities.recent(actor.accountId, query));
  }
}
