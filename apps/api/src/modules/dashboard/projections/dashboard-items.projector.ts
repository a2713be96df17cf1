import type { AccountEvent, RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { DASHBOARD_ITEMS, dashboardItemId, type DashboardItemDocument } from './dashboard-items.read-model';

export class DashboardItemsProjector implements Projector {
  readonly name = 'dashboard-items';
  readonly version = 1;
  readonly collections = [DASHBOARD_ITEMS];
  readonly handles = ['EntityRegistered', 'EntityDeleted'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    const event = recorded as unknown as AccountEvent;
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
