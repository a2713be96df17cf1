import type { EmailReminderEvent, RecordedEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import type { EmailReminderMode } from '@ledgerline/contracts';
import { removeClosedAccount } from '../../../shared/close-account';

/** Read model `email_reminder_preferences`: one document per user who chose; the others get the default. */
export const EMAIL_REMINDER_PREFERENCES = 'email_reminder_preferences';

export interface EmailReminderPreferenceDocument {
  [key: string]: unknown;
  id: string;
  userId: number;
  accountId: number;
  mode: EmailReminderMode;
  updatedAt: string;
}

export const EMAIL_REMINDER_PREFERENCE_LAYOUTS: CollectionLayouts = {
  [EMAIL_REMINDER_PREFERENCES]: { indexes: [['accountId'], ['userId']] },
};

export class EmailReminderPreferencesProjector implements Projector {
  readonly name = 'email-reminder-preferences';
  readonly version = 1;
  readonly collections = [EMAIL_REMINDER_PREFERENCES];
  readonly layouts = EMAIL_REMINDER_PREFERENCE_LAYOUTS;
  readonly handles = ['AccountClosed', 'EmailRemindersChosen'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as EmailReminderEvent;
    if (event.type !== 'EmailRemindersChosen') return;
    const { userId, accountId, mode } = event.data;
    // Keyed by account and user: a user who moves to another account starts from the default there.
    await writer.put(EMAIL_REMINDER_PREFERENCES, {
      id: `${accountId}:${userId}`,
      userId,
      accountId,
      mode,
      updatedAt: recorded.metadata.recordedAt,
    });
  }
}
