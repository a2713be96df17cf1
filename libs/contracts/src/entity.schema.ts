import { z } from 'zod';
import {
  choiceError,
  changeEffectiveDate,
  optionalDate,
  optionalEmail,
  optionalText,
  visibleText,
} from './common.schema';
import type { TrustListCompliance } from './trust-roles';
import type { ComplianceIssues } from './compliance-status';

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
  z
    .string({ message })
    .overwrite(visibleText)
    .min(2, message)
    .max(200, 'Name must be at most 200 characters');

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { message }), z.literal('')], { message })
    .nullish()
    .transform((value) => (value ? value : null))
    .default(null);

const activeOrInactive = () =>
  z
    .union([z.enum(['active', 'inactive']), z.literal('')], { message: 'Status must be active or inactive' })
    .transform((value) => value || 'active')
    .default('active');

const trustStatus = () =>
  z
    .union([z.enum(ENTITY_STATUSES), z.literal('')], {
      message: 'Status must be active, inactive or pending',
    })
    .transform((value) => value || 'active')
    .default('active');

/** Company fields of spec 001 sections 3 and 5 (create and edit share them; type is fixed). */
const companyFields = (emailMessage: string) =>
  z.object({
    name: name('Name must be at least 2 characters'),
    description: optionalText(),
    registrationNumber: optionalText(100),
    taxId: optionalText(100),
    industry: optionalText(200),
    email: optionalEmail(emailMessage),
    phone: optionalText(50),
    website: optionalText(500),
    address: optionalText(500),
    country: optionalText(100),
    foundedDate: optionalDate({ notInFuture: 'Founded date cannot be in the future' }),
    incorporationDate: optionalDate({ notInFuture: 'Incorporation date cannot be in the future' }),
    companyClassification: optionalEnum(COMPANY_CLASSIFICATIONS, 'Unknown company classification'),
    status: activeOrInactive(),
    notes: optionalText(5000),
  });

export const companyFieldsSchema = companyFields('Invalid email address');
export const createCompanySchema = companyFieldsSchema.extend({
  type: z.literal('company', { message: "Type must be 'company'" }),
});
export const updateCompanySchema = companyFields('Please enter a valid email')
  .partial()
  .extend({
    type: z.literal('company', { message: "Type must be 'company'" }).optional(),
    ...changeEffectiveDate(),
  });
export type CreateCompanyRequest = z.input<typeof createCompanySchema>;
export type CompanyFields = z.output<typeof companyFieldsSchema>;

/** Individual entity fields; the details (date of birth, position...) may come inline or separately. */
export const individualFieldsSchema = z.object({
  name: name('Name must be at least 2 characters'),
  description: optionalText(),
  email: optionalEmail('Invalid email address'),
  phone: optionalText(50),
  address: optionalText(500),
  country: optionalText(100),
  status: activeOrInactive(),
  notes: optionalText(5000),
});
export const createIndividualSchema = individualFieldsSchema.extend({
  type: z.literal('individual', { message: "Type must be 'individual'" }),
  dateOfBirth: optionalDate({ notInFuture: 'Date of birth cannot be in the future' }),
  nationality: optionalText(100),
  position: optionalText(200),
  department: optionalText(200),
});
/** The details an individual's create and update may carry inline, beside the entity fields. */
export const INDIVIDUAL_INLINE_DETAILS = ['dateOfBirth', 'nationality', 'position', 'department'] as const;
export const updateIndividualSchema = individualFieldsSchema
  .extend(
    createIndividualSchema.pick({ dateOfBirth: true, nationality: true, position: true, department: true })
      .shape,
  )
  .partial()
  .extend({
    type: z.literal('individual', { message: "Type must be 'individual'" }).optional(),
    ...changeEffectiveDate(),
  });
export type CreateIndividualRequest = z.input<typeof createIndividualSchema>;

export const TRUST_TYPES = [
  'discretionary',
  'vesting',
  'special_needs',
  'charitable',
  'business',
  'testamentary',
  'living',
  'family',
] as const;

export const TRUST_NUMBER_PATTERN = /^(IT|MT)\d{6}(\/\d{4}\([A-Z]\))?$/;
export const TRUST_NUMBER_MESSAGE =
  'Trust number must be in the format IT###### or MT###### (e.g., IT123456) or IT######/####(X) (e.g., IT000416/2018(N))';

/** Trust form fields (spec 001 section 5); the trust number is kept as registrationNumber. */
export const trustFieldsSchema = z.object({
  name: name('Trust name must be at least 2 characters'),
  trustType: z.enum(TRUST_TYPES, choiceError('Trust type is required', 'Trust type', TRUST_TYPES)),
  registrationNumber: optionalText(30).pipe(
    z.string().regex(TRUST_NUMBER_PATTERN, TRUST_NUMBER_MESSAGE).nullable(),
  ),
  trustDeedDate: optionalDate({ notInFuture: 'Trust deed date cannot be in the future' }),
  description: optionalText(),
  taxId: optionalText(100),
  email: optionalEmail('Must be a valid email'),
  phone: optionalText(50),
  address: optionalText(500),
  country: optionalText(100),
  status: trustStatus(),
  notes: optionalText(5000),
});
export const createTrustSchema = trustFieldsSchema.extend({
  type: z.literal('trust', { message: "Type must be 'trust'" }),
});
export const updateTrustSchema = trustFieldsSchema.partial().extend({
  type: z.literal('trust', { message: "Type must be 'trust'" }).optional(),
  ...changeEffectiveDate(),
});
export type CreateTrustRequest = z.input<typeof createTrustSchema>;

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
  /**
   * Trusts: the compliance page's verdict (complianceStatus: roles, documents, overdue filings), kept ready for
   * the list (docs/decisions/0076); null for other entities.
   */
  compliance: TrustListCompliance | null;
  /** Trusts: why `compliance` is what it is (all empty or zero when compliant); null for other entities. */
  complianceIssues?: ComplianceIssues | null;
  createdAt: string;
  updatedAt: string;
  /** The detail route's version of the record, for an edit's `If-Match` (docs/decisions/0068). */
  version?: string | null;
}

export interface RelationshipSummary {
  id: number;
  sourceEntityId: number;
  targetEntityId: number;
  type: string;
  ownershipPercentage: number | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  sourceEntity?: { id: number; name: string; type: EntityType };
  targetEntity?: { id: number; name: string; type: EntityType };
}

/** GET /api/entities/{id}: the entity with its relationships, owned assets and (individuals) details. */
export interface EntityDetailView extends EntityView {
  sourceRelationships: RelationshipSummary[];
  targetRelationships: RelationshipSummary[];
  ownedAssets: import('./asset.schema').AssetView[];
  individualDetail: import('./individual.schema').IndividualDetailsView | null;
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
