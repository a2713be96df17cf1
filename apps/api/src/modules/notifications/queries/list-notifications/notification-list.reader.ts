import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
import { NOTIFICATIONS, type NotificationDocument } from '../../projections/notifications.projector';
import {
  DEFAULT_NOTIFICATION_LIMIT,
  type ListNotificationsQuery,
  NOTIFICATION_SORT_KEYS,
} from './list-notifications.query';

export type NotificationView = Omit<NotificationDocument, 'notificationId' | 'accountId'> & {
  id: number;
  userId: number;
};

/** Account-wide notifications (deadlines concern everyone in the account), newest first, on an index. */
@Injectable()
export class NotificationListReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(
    accountId: number,
    userId: number,
    query: ListNotificationsQuery,
  ): Promise<Listing<NotificationView>> {
    const filter = { accountId, isRead: query.isRead };
    const options = findOptions(query, NOTIFICATION_SORT_KEYS, { sort: 'createdAt', order: 'desc' });
    const paged = { ...query, limit: query.limit ?? DEFAULT_NOTIFICATION_LIMIT };
    const source = { collection: NOTIFICATIONS, filter, options };
    return readListing(this.readStore, source, paged, (docs: NotificationDocument[]) =>
      docs.map(
        ({ notificationId, accountId: _a, ...doc }) =>
          ({ ...doc, id: notificationId, userId }) as NotificationView,
      ),
    );
  }
}
