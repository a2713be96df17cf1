import { randomUUID } from 'node:crypto';
import { Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { idParam } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import { EventSourcedStreams } from '../../infrastructure/event-sourcing/event-sourced-streams';
import type { Actor } from '../../shared/actor';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { accountNotifications, decideMarkRead } from './domain/notifications.decider';
import { type NotificationDocument, NOTIFICATIONS } from './projections/notifications.projector';

export type NotificationView = Omit<NotificationDocument, 'notificationId' | 'accountId'> & {
  id: number;
  userId: number;
};

@Controller('notifications')
@UseGuards(AuthenticatedGuard)
export class NotificationsController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly streams: EventSourcedStreams,
  ) {}

  /** Account-wide notifications (deadlines concern everyone in the account), newest first. */
  @Get()
  async list(@CurrentActor() actor: Actor): Promise<NotificationView[]> {
    const docs = await this.readStore.find<NotificationDocument>(
      NOTIFICATIONS,
      { accountId: actor.accountId },
      {
        sort: [{ field: 'notificationId', direction: 'desc' }],
        limit: 100,
      },
    );
    return docs.map(
      ({ notificationId, accountId: _a, ...doc }) =>
        ({ ...doc, id: notificationId, userId: actor.userId }) as NotificationView,
    );
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
