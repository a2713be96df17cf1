import type { NotificationEvent, RecordedEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { listIndexes } from '../../../shared/list-indexes';

/** Read model `notifications`: the account's notifications with their read flag. */
export const NOTIFICATIONS = 'notifications';

export interface NotificationDocument {
  [key: string]: unknown;
  id: string;
  notificationId: number;
  accountId: number;
  isRead: boolean;
  message: string;
  createdAt: string;
}

/** The indexed fields behind the notifications list's one sort (newest first). */
export const NOTIFICATION_SORT_FIELDS = { createdAt: ['notificationId'] } as const;

export const NOTIFICATION_LAYOUTS: CollectionLayouts = {
  [NOTIFICATIONS]: {
    indexes: listIndexes(['accountId'], ['isRead'], NOTIFICATION_SORT_FIELDS),
    search: { fields: ['message'], scope: 'accountId' },
  },
};

export class NotificationsProjector implements Projector {
  readonly name = 'notifications';
  readonly version = 2;
  readonly collections = [NOTIFICATIONS];
  readonly layouts = NOTIFICATION_LAYOUTS;
  readonly handles = ['AccountClosed', 'NotificationRaised', 'NotificationRead'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as NotificationEvent;
    if (event.type === 'NotificationRaised') {
      const { notificationId, dedupeKey: _key, ...fields } = event.data;
      await writer.put(NOTIFICATIONS, {
        id: String(notificationId),
        notificationId,
        ...fields,
        isRead: false,
        createdAt: recorded.metadata.recordedAt,
      });
    } else if (event.type === 'NotificationRead') {
      const current = await writer.get<NotificationDocument>(
        NOTIFICATIONS,
        String(event.data.notificationId),
      );
      if (current) await writer.put(NOTIFICATIONS, { ...current, isRead: true });
    }
  }
}
