import type { CollectionLayouts } from '@ledgerline/projections';

/**
 * Read model `dashboard_counters`: one document per account with the counts kept ready, which is what the
 * dashboard, the entity limit and the subscription read (one lookup, whatever the account's size). It keeps
 * the log position of the last event it counted, so an event applied twice is counted once
 * (docs/decisions/0056; until then a row per counted record, `dashboard_items`, did that).
 */
export type DashboardKind = 'company' | 'individual' | 'trust' | 'asset' | 'relationship';
export const DASHBOARD_KINDS: readonly DashboardKind[] = [
  'company',
  'individual',
  'trust',
  'asset',
  'relationship',
];

export type DashboardCounts = Record<DashboardKind, number>;

export interface DashboardCountersDocument extends DashboardCounts {
  [key: string]: unknown;
  id: string;
  accountId: number;
  /** The log position of the last event counted, as a decimal string; absent before any was. */
  countedThrough?: string;
}

export const DASHBOARD_COUNTERS = 'dashboard_counters';

export const DASHBOARD_LAYOUTS: CollectionLayouts = {
  [DASHBOARD_COUNTERS]: { indexes: [['accountId']] },
};

export const NO_COUNTS: DashboardCounts = { company: 0, individual: 0, trust: 0, asset: 0, relationship: 0 };
