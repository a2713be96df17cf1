import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import {
  DASHBOARD_COUNTERS,
  DASHBOARD_LAYOUTS,
  type DashboardCountersDocument,
  type DashboardKind,
  NO_COUNTS,
} from './dashboard-items.read-model';

type Counted = { kind: DashboardKind; accountId: number };

/** What an event adds to or removes from the counts, if anything. */
function countedChange(event: AccountEvent | RegisterEvent): { change: 1 | -1; item: Counted } | null {
  switch (event.type) {
    case 'EntityRegistered':
    case 'EntityDeleted': {
      const { entityType: kind, accountId } = event.data;
      return { change: event.type === 'EntityRegistered' ? 1 : -1, item: { kind, accountId } };
    }
    case 'RelationshipAdded':
    case 'RelationshipRemoved': {
      const { accountId } = event.data;
      const change = event.type === 'RelationshipAdded' ? 1 : -1;
      return { change, item: { kind: 'relationship', accountId } };
    }
    case 'AssetRegistered':
    case 'AssetRemoved': {
      const { accountId } = event.data;
      return {
        change: event.type === 'AssetRegistered' ? 1 : -1,
        item: { kind: 'asset', accountId },
      };
    }
    default:
      return null;
  }
}

/** Keeps `dashboard_counters` (the name stays from when it also kept a row per counted record). */
export class DashboardItemsProjector implements Projector {
  readonly name = 'dashboard-items';
  readonly version = 5;
  readonly collections = [DASHBOARD_COUNTERS];
  readonly layouts = DASHBOARD_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityDeleted',
    'RelationshipAdded',
    'RelationshipRemoved',
    'AssetRegistered',
    'AssetRemoved',
  ];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const counted = countedChange(recorded as unknown as AccountEvent | RegisterEvent);
    if (!counted) return;
    const { change, item } = counted;
    const counters = (await writer.get<DashboardCountersDocument>(
      DASHBOARD_COUNTERS,
      String(item.accountId),
    )) ?? {
      id: String(item.accountId),
      accountId: item.accountId,
      ...NO_COUNTS,
    };
    // The log is applied in order, so an event at or before the last one counted was counted already.
    if (counters.countedThrough !== undefined && BigInt(counters.countedThrough) >= recorded.globalPosition)
      return;
    await writer.put(DASHBOARD_COUNTERS, {
      ...counters,
      [item.kind]: counters[item.kind] + change,
      countedThrough: String(recorded.globalPosition),
    });
  }
}
