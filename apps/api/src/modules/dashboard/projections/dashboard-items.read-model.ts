/**
 * Read model `dashboard_items`: one small document per counted record, so counting is idempotent
 * (applying an event twice writes the same document) and a deletion simply removes its item.
 */
export type DashboardKind = 'company' | 'individual' | 'trust' | 'asset' | 'relationship';

export interface DashboardItemDocument {
  [key: string]: unknown;
  id: string;
  accountId: number;
  kind: DashboardKind;
}

export const DASHBOARD_ITEMS = 'dashboard_items';
export const dashboardItemId = (kind: DashboardKind, recordId: number): string => `${kind}:${recordId}`;
