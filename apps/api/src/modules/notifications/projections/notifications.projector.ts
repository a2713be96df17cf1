import type { AccountEvent, ComplianceEvent, NotificationEvent, RecordedEvent } from '@ledgerline/events';
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
  filingId: number | null;
  isRead: boolean;
  actionRequired: boolean;
  /** Why a filing's notification no longer asks for action: 'submitted', 'exempt', 'not_required', 'removed'. */
  resolution?: string | null;
  message: string;
  createdAt: string;
}

type RestoreEvent = Extract<AccountEvent, { type: 'EntityRestored' }>;

/** A filing in one of these states asks nothing more of anyone. */
const SETTLED = ['submitted', 'exempt', 'not_required'];

/** The indexed fields behind the notifications list's one sort (newest first). */
export const NOTIFICATION_SORT_FIELDS = { createdAt: ['notificationId'] } as const;

export const NOTIFICATION_LAYOUTS: CollectionLayouts = {
  [NOTIFICATIONS]: {
    indexes: [...listIndexes(['accountId'], ['isRead'], NOTIFICATION_SORT_FIELDS), ['accountId', 'filingId']],
    search: { fields: ['message'], scope: 'accountId' },
  },
};

export class NotificationsProjector implements Projector {
  readonly name = 'notifications';
  /** 3: a filing's notifications settle with it (resolution), and come back with it from Trash. */
  readonly version = 3;
  readonly collections = [NOTIFICATIONS];
  readonly layouts = NOTIFICATION_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'NotificationRaised',
    'NotificationRead',
    'FilingRequirementUpdated',
    'FilingReopened',
    'FilingRequirementRemoved',
    'EntityRestored',
    'FilingRequirementAdded',
  ];
  /** The filings the restore being applied brings back (its facts follow `EntityRestored` in one append). */
  private restoring = new Set<number>();

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as NotificationEvent | ComplianceEvent | RestoreEvent;
    if (event.type === 'EntityRestored') {
      this.restoring = new Set(event.data.filingIds ?? []);
      return;
    }
    if (event.type === 'FilingRequirementAdded') {
      // Back from Trash: its notices read as its status says again ("removed" no longer holds).
      const { accountId, filingId, status } = event.data;
      if (!this.restoring.delete(filingId)) return;
      return this.resolve(writer, accountId, filingId, SETTLED.includes(status) ? status : null);
    }
    if (event.type === 'FilingRequirementRemoved')
      return this.resolve(writer, event.data.accountId, event.data.filingId, 'removed');
    if (event.type === 'FilingRequirementUpdated' || event.type === 'FilingReopened') {
      const status = event.data.changes.status?.to;
      if (typeof status !== 'string') return;
      const { accountId, filingId } = event.data;
      return this.resolve(writer, accountId, filingId, SETTLED.includes(status) ? status : null);
    }
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

  /**
   * A deadline notice is done with once its filing is settled or gone: it stops asking for action and no longer
   * counts as unread (the bell's dot). Reopened, it asks for action again but stays read.
   */
  private async resolve(
    writer: ReadStoreWriter,
    accountId: number,
    filingId: number,
    resolution: string | null,
  ): Promise<void> {
    const notices = await writer.find<NotificationDocument>(NOTIFICATIONS, { accountId, filingId });
    for (const notice of notices) {
      if ((notice.resolution ?? null) === resolution) continue;
      const settled = resolution !== null;
      await writer.put(NOTIFICATIONS, {
        ...notice,
        resolution,
        actionRequired: !settled,
        isRead: notice.isRead || settled,
      });
    }
  }
}
