import { z } from 'zod';
import { choiceError, decimalText, optionalDate, optionalText, plainDecimal } from './common.schema';
import { hasPercentPrecision, PERCENT_PRECISION_MESSAGE } from './percentage';

export const RELATIONSHIP_TYPES = [
  'shareholder',
  'director',
  'officer',
  'employee',
  'advisor',
  'partner',
  'subsidiary',
  'parent',
  'founder',
  'trustee',
  'beneficiary',
  'controller',
  'other',
  // Companies Act s56(1)-(2) (docs/decisions/0078): the source's role towards the target, as for every type.
  'nominee_for',
  'spouse_in_community_of_property',
  'minor_child',
  'concert_party',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** Links between natural persons only: a spouse and a minor child are individuals. */
export const PERSON_LINK_TYPES: readonly RelationshipType[] = [
  'spouse_in_community_of_property',
  'minor_child',
];

/** Only these roles carry the trust-detail block (spec 001 section 4). */
export const TRUST_ROLE_TYPES: readonly RelationshipType[] = [
  'founder',
  'trustee',
  'beneficiary',
  'controller',
];
/** Only these types show an ownership percentage input. */
export const OWNERSHIP_TYPES: readonly RelationshipType[] = [
  'shareholder',
  'subsidiary',
  'parent',
  'beneficiary',
];
/**
 * Types that take a percentage: the ownership types, and a nominee's link, whose percentage is the part of the
 * nominee's holdings held for that nominator (none: all of them).
 */
export const PERCENTAGE_TYPES: readonly RelationshipType[] = [...OWNERSHIP_TYPES, 'nominee_for'];

export const OWNERSHIP_CATEGORIES = [
  'trust_founder',
  'trust_trustee',
  'trust_beneficiary',
  'trust_controller',
  // An indirect interest stated without its chain, as an imported BODS file may (docs/decisions/0080).
  'declared_indirect',
] as const;
export const NATURES_OF_INTEREST = ['financial', 'control', 'dual'] as const;
export const TRUST_BENEFIT_TYPES = ['fixed', 'discretionary', 'contingent', 'vested'] as const;

const entityId = (message: string) =>
  plainDecimal(z.coerce.number({ message }).int(message).positive(message));

/**
 * Accepts a number or a numeric string (the spec's client sends a string); 0-100, kept as given to four decimals
 * and never rounded, so 4.9999 cannot become 5 (docs/decisions/0072).
 */
export const ownershipPercentageSchema = z
  .union([z.number(), z.string(), z.null(), z.undefined()], { message: 'Percentage must be a number' })
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return null;
    const number = typeof value === 'number' ? value : decimalText(value);
    if (!Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: 'Percentage must be a number' });
      return z.NEVER;
    }
    if (number < 0) ctx.addIssue({ code: 'custom', message: 'Percentage cannot be negative' });
    if (number > 100) ctx.addIssue({ code: 'custom', message: 'Percentage cannot exceed 100' });
    if (!hasPercentPrecision(number)) ctx.addIssue({ code: 'custom', message: PERCENT_PRECISION_MESSAGE });
    return number;
  })
  .default(null);

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal('')], { message })
    .nullish()
    .transform((value) => (value ? value : null))
    .default(null);

const trustRoleFields = {
  ownershipCategory: optionalChoice(OWNERSHIP_CATEGORIES, 'Unknown ownership category'),
  natureOfInterest: optionalChoice(
    NATURES_OF_INTEREST,
    'Nature of interest must be financial, control or dual',
  ),
  trustBenefitType: optionalChoice(TRUST_BENEFIT_TYPES, 'Unknown trust benefit type'),
  effectiveControl: z
    .boolean({ message: 'effectiveControl must be true or false' })
    .nullish()
    .transform((v) => v ?? null),
};

/** Why the ownership changed and on what evidence: on the event and in the history, not the link. */
const ownershipChangeFactFields = {
  changeReason: optionalText(1000, 'Reason for the change must be at most 1000 characters').optional(),
  /** A document of the account that evidences the change (share transfer form, resolution). */
  evidenceDocumentId: plainDecimal(
    z.coerce
      .number({ message: 'Evidence document must be a document id' })
      .int('Evidence document must be a document id')
      .positive('Evidence document must be a document id'),
  )
    .nullish()
    .transform((value) => value ?? null)
    .optional(),
};

const relationshipFields = (messages: { source: string; target: string; type: string }) =>
  z.object({
    sourceEntityId: entityId(messages.source),
    targetEntityId: entityId(messages.target),
    type: z.enum(RELATIONSHIP_TYPES, choiceError(messages.type, 'Relationship type', RELATIONSHIP_TYPES)),
    ownershipPercentage: ownershipPercentageSchema,
    startDate: optionalDate(),
    endDate: optionalDate(),
    notes: optionalText(5000),
    isActive: z.boolean({ message: 'isActive must be true or false' }).default(true),
    /** Why this holding takes a company's shares past 100% (docs/decisions/0021); kept only when it does. */
    overAllocationReason: optionalText(1000),
    ...trustRoleFields,
    ...ownershipChangeFactFields,
  });

export const createRelationshipSchema = relationshipFields({
  source: 'Source entity must be selected',
  target: 'Target entity must be selected',
  type: 'Relationship type is required',
})
  .refine((r) => r.sourceEntityId !== r.targetEntityId, {
    message: 'Source and target entities must be different',
    path: ['targetEntityId'],
  })
  .refine((r) => !r.startDate || !r.endDate || r.endDate >= r.startDate, {
    message: 'End date cannot be before the start date',
    path: ['endDate'],
  });
export type CreateRelationshipRequest = z.input<typeof createRelationshipSchema>;
export type CreateRelationshipFields = z.output<typeof createRelationshipSchema>;

/**
 * PATCH: any subset of the fields. Defaults fill absent keys while parsing, so the server keeps only the
 * keys the client sent (`sentFields`); empty strings become null.
 */
export const updateRelationshipSchema = relationshipFields({
  source: 'Source entity is required',
  target: 'Target entity is required',
  type: 'Relationship type is required',
})
  .partial()
  .extend({
    /**
     * When the change took effect, for a change that carries no date of its own (an end or a new start date
     * wins): the event's `effectiveAt`. Not a field of the relationship; not after today.
     */
    effectiveDate: optionalDate(),
  });
export type UpdateRelationshipRequest = z.input<typeof updateRelationshipSchema>;

export interface EntityRef {
  id: number;
  name: string;
  type: 'company' | 'individual' | 'trust';
}

export interface RelationshipView {
  id: number;
  sourceEntityId: number;
  targetEntityId: number;
  type: RelationshipType;
  ownershipPercentage: number | null;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  isActive: boolean;
  ownershipCategory: string | null;
  natureOfInterest: string | null;
  trustBenefitType: string | null;
  effectiveControl: boolean | null;
  /** Absent on holdings recorded before over-allocation reasons existed. */
  overAllocationReason?: string | null;
  createdAt: string;
  updatedAt: string;
  sourceEntity: EntityRef;
  targetEntity: EntityRef;
  /** The detail route's version of the record, for an edit's `If-Match` (docs/decisions/0068). */
  version?: string | null;
}

/** `GET /api/entities/{id}/share-allocation`: how much of a company its current holdings allocate. */
export interface ShareAllocationView {
  entityId: number;
  entityName: string;
  /** % held on the day of the answer by current shareholder, parent and reversed subsidiary links. */
  allocated: number;
  /** 100 - allocated when below 100: holders not recorded. */
  unallocated: number;
  /** allocated - 100 when above 100. */
  overAllocatedBy: number;
  holdings: {
    relationshipId: number;
    holderId: number;
    holderName: string;
    percentage: number;
    overAllocationReason: string | null;
  }[];
}

/**
 * `DELETE /api/relationships/{id}`: why the link is removed and on what evidence, from the JSON body or the
 * query (a deletion is an ownership change too; docs/decisions/0033).
 */
export const deleteRelationshipSchema = z.object(ownershipChangeFactFields);
export type DeleteRelationshipInput = z.infer<typeof deleteRelationshipSchema>;
