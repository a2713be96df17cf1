import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_EMAIL_REMINDER_MODE, type NotificationPreferencesView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { USERS, type UserDocument } from '../../identity/projections/user.read-model';
import {
  EMAIL_REMINDER_PREFERENCES,
  type EmailReminderPreferenceDocument,
} from '../projections/email-reminder-preferences.projector';

@Injectable()
export class NotificationPreferencesReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async read(accountId: number, userId: number): Promise<NotificationPreferencesView> {
    const [chosen, user] = await Promise.all([
      this.readStore.get<EmailReminderPreferenceDocument>(
        EMAIL_REMINDER_PREFERENCES,
        `${accountId}:${userId}`,
      ),
      this.readStore.get<UserDocument>(USERS, String(userId)),
    ]);
    return {
      emailReminders: chosen?.mode ?? DEFAULT_EMAIL_REMINDER_MODE,
      chosen: chosen !== null,
      email: user?.email?.trim() || null,
    };
  }
}
