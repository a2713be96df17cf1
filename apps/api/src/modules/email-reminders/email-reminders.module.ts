import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { EmailRemindersService } from './email-reminders.service';
import { NotificationPreferencesController } from './preferences/notification-preferences.controller';
import { NotificationPreferencesReader } from './preferences/notification-preferences.reader';
import { UnsubscribeLinks } from './unsubscribe/unsubscribe-links';
import { UnsubscribeController } from './unsubscribe/unsubscribe.controller';

/** Reminder e-mails (docs/decisions/0042): preferences, sending, unsubscribing. */
@Module({
  imports: [IdentityModule],
  controllers: [NotificationPreferencesController, UnsubscribeController],
  providers: [NotificationPreferencesReader, UnsubscribeLinks],
})
export class EmailRemindersModule {}

/** The sender, run after each deadline scan by the API's scheduler or the worker. */
@Module({ providers: [EmailRemindersService, UnsubscribeLinks], exports: [EmailRemindersService] })
export class EmailReminderSendingModule {}
