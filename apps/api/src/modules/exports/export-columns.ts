import type {
  AssetView,
  BeneficialOwnerPeriod,
  EntityType,
  EntityView,
  RelationshipView,
} from '@ledgerline/contracts';
import type { BeneficialOwnerResult } from '@ledgerline/ownership';
import type { EntityRow } from '../entities/queries/entity-register.reader';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => unknown;
  /** A calendar day or timestamp: CSV and JSON keep it as stored, the PDF shows it as a local day. */
  date?: boolean;
  /** An amount: CSV and JSON keep the plain number, the PDF shows it in the account's currency. */
  money?: boolean;
  /** Share of the PDF's width against the other columns (1 unless told). */
  weight?: number;
}

const id = { header: 'ID', value: (row: { id: number }) => row.id, weight: 0.5 };
const status = { header: 'Status', value: (row: { status: string }) => row.status, weight: 0.8 };
const createdAt = { header: 'Created At', value: (row: { createdAt: string }) => row.createdAt, date: true };

export const entityColumns: ExportColumn<EntityView>[] = [
  id,
  { header: 'Name', value: (e) => e.name, weight: 2 },
  { header: 'Type', value: (e) => e.type },
  status,
  { header: 'Registration Number', value: (e) => e.registrationNumber },
  { header: 'Tax ID', value: (e) => e.taxId },
  { header: 'Trust Type', value: (e) => e.trustType },
  { header: 'Email', value: (e) => e.email, weight: 1.5 },
  { header: 'Phone', value: (e) => e.phone },
  { header: 'Country', value: (e) => e.country },
  { header: 'Address', value: (e) => e.address, weight: 1.5 },
  createdAt,
];

/** Each entity list exports the columns its grid shows (spec 001), the ID first; all types the full set. */
const entityColumnsByType: Record<EntityType, ExportColumn<EntityRow>[]> = {
  company: [
    id,
    { header: 'Name', value: (e) => e.name, weight: 2 },
    { header: 'Registration Number', value: (e) => e.registrationNumber },
    { header: 'Country', value: (e) => e.country },
    status,
    createdAt,
  ],
  individual: [
    id,
    { header: 'Name', value: (e) => e.name, weight: 2 },
    { header: 'Position', value: (e) => e.individualDetail?.position },
    { header: 'Department', value: (e) => e.individualDetail?.department },
    { header: 'Nationality', value: (e) => e.individualDetail?.nationality },
    status,
    createdAt,
  ],
  trust: [
    id,
    { header: 'Trust Name', value: (e) => e.name, weight: 2 },
    { header: 'Trust Number', value: (e) => e.registrationNumber },
    { header: 'Trust Type', value: (e) => e.trustType },
    createdAt,
    status,
    { header: 'Compliance', value: (e) => e.compliance },
  ],
};

export const entityColumnsFor = (type: EntityType | undefined): ExportColumn<EntityRow>[] =>
  type ? entityColumnsByType[type] : entityColumns;

export const relationshipColumns: ExportColumn<RelationshipView>[] = [
  id,
  { header: 'Source', value: (r) => r.sourceEntity?.name ?? r.sourceEntityId, weight: 2 },
  { header: 'Type', value: (r) => r.type },
  { header: 'Target', value: (r) => r.targetEntity?.name ?? r.targetEntityId, weight: 2 },
  { header: 'Ownership %', value: (r) => r.ownershipPercentage, weight: 0.8 },
  { header: 'Start Date', value: (r) => r.startDate, date: true },
  { header: 'End Date', value: (r) => r.endDate, date: true },
  { header: 'Status', value: (r) => (r.isActive ? 'Active' : 'Inactive'), weight: 0.8 },
];

export const assetColumns: ExportColumn<AssetView>[] = [
  id,
  { header: 'Asset Name', value: (a) => a.name, weight: 2 },
  { header: 'Type', value: (a) => a.type },
  { header: 'Value', value: (a) => a.value, money: true },
  { header: 'Owner', value: (a) => a.ownerEntity?.name ?? `Entity #${a.ownerEntityId}`, weight: 2 },
  { header: 'Acquired', value: (a) => a.acquisitionDate, date: true },
  status,
];

/** A company's beneficial owners as the route answers them, with when each became one and ceased (0033). */
export const beneficialOwnerColumns: ExportColumn<BeneficialOwnerResult & BeneficialOwnerPeriod>[] = [
  { header: 'Individual ID', value: (o) => o.individualId, weight: 0.6 },
  { header: 'Name', value: (o) => o.name, weight: 2 },
  { header: 'Category', value: (o) => o.category, weight: 1.5 },
  { header: 'Total Ownership %', value: (o) => o.totalOwnership, weight: 0.8 },
  { header: 'Effective Control', value: (o) => (o.hasEffectiveControl ? 'Yes' : 'No'), weight: 0.7 },
  { header: 'Beneficial Owner', value: (o) => (o.isBeneficialOwner ? 'Yes' : 'No'), weight: 0.7 },
  { header: 'Became Owner On', value: (o) => o.becameOwnerOn, date: true },
  { header: 'Ceased On', value: (o) => o.ceasedOn, date: true },
];
