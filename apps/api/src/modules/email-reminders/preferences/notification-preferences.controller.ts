import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { type NotificationPreferencesView, notificationPreferencesSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../../http/zod-validation.pipe';
import { EventSourcedStreams } from '../../../infrastructure/event-sourcing/event-sourced-streams';
import type { Actor } from '../../../shared/actor';
import { AuthenticatedGuard } from '../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../identity/auth/current-actor.decorator';
import { RequiresAccountRole } from '../../roles/requires-account-role.decorator';
import {
  accountEmailReminders,
  decideChooseEmailReminders,
  emailRemindersStream,
} from '../domain/email-reminders.decider';
import { NotificationPreferencesReader } from './notification-preferences.reader';

/** The signed-in user's own notification choices: personal, so every role may read and change them. */
@Controller('account/notification-preferences')
@UseGuards(AuthenticatedGuard)
@RequiresAccountRole('viewer', '')
export class NotificationPreferencesController {
  constructor(
    private readonly streams: EventSourcedStreams,
    private readonly preferences: NotificationPreferencesReader,
  ) {}

  @Get()
  read(@CurrentActor() actor: Actor): Promise<NotificationPreferencesView> {
    return this.preferences.read(actor.accountId, actor.userId);
  }

  @Put()
  async choose(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(notificationPreferencesSchema))
    body: z.output<typeof notificationPreferencesSchema>,
  ): Promise<NotificationPreferencesView> {
    const { accountId, userId } = actor;
    const meta = { accountId, actorId: userId, correlationId: actor.correlationId ?? randomUUID() };
    await this.streams.execute(emailRemindersStream(accountId), accountEmailReminders, meta, (state) =>
      decideChooseEmailReminders({ accountId, userId, mode: body.emailReminders, via: 'settings' }, state),
    );
    return this.preferences.read(accountId, userId);
  }
}
