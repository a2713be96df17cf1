import { z } from 'zod';
import { optionalDate, optionalEmail, optionalText } from './common.schema';

export const ENTITY_TYPES = ['company', 'individual', 'trust'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const COMPANY_CLASSIFICATIONS = [
  'affected_public',
  'affected_state_owned',
  'affected_subsidiary',
  'non_affected_private',
  'non_affected_close_corporation',
  'other',
] as const;

export const ENTITY_STATUSES = ['active', 'inactive', 'pending'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

const name = (message: string) =>
  z.string({ message }).trim().min(2, message).max(200, 'Name must be at most 200 characters');

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { message }), z.literal('')], { message })
    .nullish()
    .transform((value) => (value ? value : null))
    .default(null);

/** Company fields of spec 001 sections 3 and 5 (create and edit share them; type is fixed). */
export const companyFieldsSchema = z.object({
  name: name('Name must be at least 2 characters'),
  description: optionalText(),
  registrationNumber: optionalText(100),
  taxId: optionalText(100),
  industry: optionalText(200),
  email: optionalEmail('Invalid email address'),
  phone: optionalText(50),
  website: optionalText(500),
  address: optionalText(500),
  country: optionalText(100),
  foundedDate: optionalDate({ notInFuture: 'Founded date cannot be in the future' }),
  incorporationDate: optionalDate({ notInFuture: 'Incorporation date cannot be in the future' }),
  companyClassification: optionalEnum(COMPANY_CLASSIFICATIONS, 'Unknown company classification'),
  status: z
    .union([z.enum(['active', 'inactive']), z.literal('')], { message: 'Status must be active or inactive' })
    .transform((value) => (value ? value : 'active'))
    .default('active'),
  notes: optionalText(5000),
});

export const createCompanySchema = companyFieldsSchema.extend({
  type: z.literal('company', { message: "Type must be 'company'" }),
});
export type CreateCompanyRequest = z.input<typeof createCompanySchema>;
export type CompanyFields = z.output<typeof companyFieldsSchema>;

/** An entity as the read side answers it (spec 001 section 3). */
export interface EntityView {
  id: number;
  userId: number;
  accountId: number;
  type: EntityType;
  name: string;
  description: string | null;
  registrationNumber: string | null;
  taxId: string | null;
  industry: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  country: string | null;
  foundedDate: string | null;
  incorporationDate: string | null;
  companyClassification: string | null;
  status: EntityStatus;
  notes: string | null;
  isTrust: boolean;
  trustType: string | null;
  trustDeedDate: string | null;
  isBeneficialOwner: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EntityLimitView {
  entityLimit: number;
  totalEntities: number;
  remainingEntities: number;
  hasReachedEntityLimit: boolean;
}

export interface DashboardView {
  counts: { companies: number; individuals: number; trusts: number; assets: number; relationships: number };
  companiesCount: number;
  individualsCount: number;
  trustsCount: number;
  assetsCount: number;
  relationshipsCount: number;
  entityLimit: EntityLimitView;
}
