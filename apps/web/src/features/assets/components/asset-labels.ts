import { ASSET_STATUSES, ASSET_TYPES } from '@ledgerline/contracts';
import { humanize } from '@/lib/humanize';

export const assetTypeOptions = ASSET_TYPES.map((value) => ({ value, label: humanize(value) }));
export const assetTypeFilterOptions = [{ value: 'all', label: 'All Types' }, ...assetTypeOptions];
export const assetStatusFilterOptions = [
  { value: 'all', label: 'All Statuses' },
  ...ASSET_STATUSES.map((value) => ({ value, label: humanize(value) })),
];

/** The statuses the form offers; a record in another status keeps it as a choice. */
const FORM_STATUSES = ['active', 'inactive', 'maintenance', 'for_sale'];

export function assetStatusOptions(current?: string) {
  const values = current && !FORM_STATUSES.includes(current) ? [...FORM_STATUSES, current] : FORM_STATUSES;
  return values.map((value) => ({ value, label: humanize(value) }));
}

export function assetOwnerLabel(asset: { ownerEntityId: number; ownerEntity?: { name: string } }): string {
  return asset.ownerEntity?.name ?? `Entity #${asset.ownerEntityId}`;
}
