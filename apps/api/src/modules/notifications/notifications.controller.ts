import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { idParam } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import type { Response } from 'express';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import { EventSourcedStreams } from '../../infrastructure/event-sourcing/event-sourced-streams';
import type { Actor } from '../../shared/actor';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { accountNotifications, decideMarkRead } from './domain/notifications.decider';
import {
  type ListNotificationsQuery,
  listNotificationsQuery,
} from './queries/list-notifications/list-notifications.query';
import { NotificationListReader } from './queries/list-notifications/notification-list.reader';

@Controller('notifications')
@UseGuards(AuthenticatedGuard)
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationListReader,
    private readonly streams: EventSourcedStreams,
  ) {}

  /** Account-wide notifications, newest first: `limit` (default 100), `offset`, `isRead`, `q` (docs/api-lists.md). */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listNotificationsQuery, 'query')) query: ListNotificationsQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.notifications.list(actor.accountId, actor.userId, query));
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.markRead(actor, 'all');
    return { message: 'All notifications marked as read' };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) id: number,
  ): Promise<{ message: string }> {
    await this.markRead(actor, [id]);
    return { message: 'Notification marked as read' };
  }

  private async markRead(actor: Actor, ids: number[] | 'all'): Promise<void> {
    const meta = {
      accountId: actor.accountId,
      actorId: actor.userId,
      correlationId: actor.correlationId ?? randomUUID(),
    };
    await this.streams.execute(streams.notifications(actor.accountId), accountNotifications, meta, (state) =>
      decideMarkRead({ accountId: actor.accountId, userId: actor.userId, notificationIds: ids }, state),
    );
  }
}
