import type { EntityView, RelationshipView } from '@ledgerline/contracts';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export const entityColumns: ExportColumn<EntityView>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'Name', value: (e) => e.name },
  { header: 'Type', value: (e) => e.type },
  { header: 'Status', value: (e) => e.status },
  { header: 'Registration Number', value: (e) => e.registrationNumber },
  { header: 'Tax ID', value: (e) => e.taxId },
  { header: 'Trust Type', value: (e) => e.trustType },
  { header: 'Email', value: (e) => e.email },
  { header: 'Phone', value: (e) => e.phone },
  { header: 'Country', value: (e) => e.country },
  { header: 'Address', value: (e) => e.address },
  { header: 'Created At', value: (e) => e.createdAt },
];

export const relationshipColumns: ExportColumn<RelationshipView>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Source', value: (r) => r.sourceEntity?.name ?? r.sourceEntityId },
  { header: 'Type', value: (r) => r.type },
  { header: 'Target', value: (r) => r.targetEntity?.name ?? r.targetEntityId },
  { header: 'Ownership %', value: (r) => r.ownershipPercentage },
  { header: 'Start Date', value: (r) => r.startDate },
  { header: 'End Date', value: (r) => r.endDate },
  { header: 'Status', value: (r) => (r.isActive ? 'Active' : 'Inactive') },
];
