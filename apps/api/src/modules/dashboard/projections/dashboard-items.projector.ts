import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import {
  DASHBOARD_ITEMS,
  dashboardItemId,
  type DashboardItemDocument,
  type DashboardKind,
} from './dashboard-items.read-model';
import { removeClosedAccount } from '../../../shared/close-account';

export class DashboardItemsProjector implements Projector {
  readonly name = 'dashboard-items';
  readonly version = 3;
  readonly collections = [DASHBOARD_ITEMS];
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
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const put = (kind: DashboardKind, recordId: number, accountId: number) =>
      writer.put(DASHBOARD_ITEMS, { id: dashboardItemId(kind, recordId), accountId, kind });
    if (event.type === 'RelationshipAdded')
      return put('relationship', event.data.relationshipId, event.data.accountId);
    if (event.type === 'RelationshipRemoved')
      return writer.delete(DASHBOARD_ITEMS, dashboardItemId('relationship', event.data.relationshipId));
    if (event.type === 'AssetRegistered') return put('asset', event.data.assetId, event.data.accountId);
    if (event.type === 'AssetRemoved')
      return writer.delete(DASHBOARD_ITEMS, dashboardItemId('asset', event.data.assetId));
    if (event.type === 'EntityRegistered') {
      const item: DashboardItemDocument = {
        id: dashboardItemId(event.data.entityType, event.data.entityId),
        accountId: event.data.accountId,
        kind: event.data.entityType,
      };
      await writer.put(DASHBOARD_ITEMS, item);
    } else if (event.type === 'EntityDeleted') {
      await writer.delete(DASHBOARD_ITEMS, dashboardItemId(event.data.entityType, event.data.entityId));
    }
  }
}
