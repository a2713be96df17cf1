import type { ComplianceEvent, RecordedEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';

/** Read model `calendar_feeds`: the account's one live feed token, stored by its SHA-256 (the document id). */
export const CALENDAR_FEEDS = 'calendar_feeds';
export interface CalendarFeedDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  issuedAt: string;
}

const LAYOUTS: CollectionLayouts = { [CALENDAR_FEEDS]: { indexes: [['accountId']] } };

export class CalendarFeedsProjector implements Projector {
  readonly name = 'calendar-feeds';
  readonly version = 1;
  readonly collections = [CALENDAR_FEEDS];
  readonly layouts = LAYOUTS;
  readonly handles = ['AccountClosed', 'CalendarFeedTokenIssued', 'CalendarFeedTokenRevoked'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as ComplianceEvent;
    if (event.type !== 'CalendarFeedTokenIssued' && event.type !== 'CalendarFeedTokenRevoked') return;
    await writer.deleteMany(CALENDAR_FEEDS, { accountId: event.data.accountId });
    if (event.type === 'CalendarFeedTokenIssued')
      await writer.put(CALENDAR_FEEDS, {
        id: event.data.tokenHash,
        accountId: event.data.accountId,
        issuedAt: recorded.metadata.recordedAt,
      });
  }
}
