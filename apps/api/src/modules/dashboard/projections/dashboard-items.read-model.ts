import type { CollectionLayouts } from '@ledgerline/projections';

/**
 * Read model `dashboard_items`: one small document per counted record, so counting is idempotent
 * (applying an event twice finds its item already there) and a deletion removes its item once.
 * Read model `dashboard_counters`: one document per account with the counts kept ready, which is
 * what the dashboard, the entity limit and the subscription read (one lookup, whatever the account's size).
 */
export type DashboardKind = 'company' | 'individual' | 'trust' | 'asset' | 'relationship';
export const DASHBOARD_KINDS: readonly DashboardKind[] = [
  'company',
  'individual',
  'trust',
  'asset',
  'relationship',
];

export interface DashboardItemDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  kind: DashboardKind;
}

export type DashboardCounts = Record<DashboardKind, number>;

export interface DashboardCountersDocument extends DashboardCounts {
  [key: string]: unknown;
  id: string;
  accountId: number;
}

export const DASHBOARD_ITEMS = 'dashboard_items';
export const DASHBOARD_COUNTERS = 'dashboard_counters';
export const dashboardItemId = (kind: DashboardKind, recordId: number): string => `${kind}:${recordId}`;

export const DASHBOARD_LAYOUTS: CollectionLayouts = {
  [DASHBOARD_ITEMS]: { indexes: [['accountId', 'kind']] },
  [DASHBOARD_COUNTERS]: { indexes: [['accountId']] },
};

export const NO_COUNTS: DashboardCounts = { company: 0, individual: 0, trust: 0, asset: 0, relationship: 0 };
