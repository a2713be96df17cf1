import {
  OWNERSHIP_TYPES,
  PERCENTAGE_TYPES,
  TRUST_ROLE_TYPES,
  type CreateRelationshipRequest,
  type RelationshipType,
  type UpdateRelationshipRequest,
} from '@ledgerline/contracts';

/**
 * The form's values as typed (the resolver runs in raw mode so the spec's string percentage is kept); the edit
 * form also says when its change took effect.
 */
export type RelationshipFormValues = CreateRelationshipRequest & { effectiveDate?: string | null };

export const isTrustRole = (type: unknown) => TRUST_ROLE_TYPES.includes(type as RelationshipType);
export const hasOwnership = (type: unknown) => OWNERSHIP_TYPES.includes(type as RelationshipType);
/** A nominee's link takes a percentage too: the part of its holdings held for the nominator (decision 0078). */
export const takesPercentage = (type: unknown) => PERCENTAGE_TYPES.includes(type as RelationshipType);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Spec 001 section 7: ownershipPercentage is sent as a string or null and only for the ownership types; empty
 * strings go as null; the trust-detail fields only for founder, trustee, beneficiary and controller.
 */
export function toRelationshipPayload(values: RelationshipFormValues): CreateRelationshipRequest {
  const type = values.type;
  const payload: CreateRelationshipRequest = {
    sourceEntityId: Number(values.sourceEntityId),
    targetEntityId: Number(values.targetEntityId),
    type,
    ownershipPercentage: takesPercentage(type) ? text(String(values.ownershipPercentage ?? '')) : null,
    startDate: text(values.startDate),
    endDate: text(values.endDate),
    notes: text(values.notes),
    isActive: values.isActive ?? true,
    // Kept by the server only where the holding takes a company past 100% (docs/decisions/0021).
    overAllocationReason: hasOwnership(type) ? text(values.overAllocationReason) : null,
  };
  if (!isTrustRole(type)) return payload;
  return {
    ...payload,
    ownershipCategory: values.ownershipCategory || null,
    natureOfInterest: values.natureOfInterest || null,
    trustBenefitType: type === 'beneficiary' ? values.trustBenefitType || null : null,
    effectiveControl: values.effectiveControl ?? false,
  };
}

/** Why the ownership changed and on what evidence: asked by both the create and edit forms. */
const changeFacts = (values: RelationshipFormValues) => ({
  changeReason: text(values.changeReason),
  evidenceDocumentId: values.evidenceDocumentId ? Number(values.evidenceDocumentId) : null,
});

/** The create form's payload: the fields, and why and on what evidence the link was recorded. */
export function toRelationshipCreatePayload(values: RelationshipFormValues): CreateRelationshipRequest {
  return { ...toRelationshipPayload(values), ...changeFacts(values) };
}

/** The edit form's payload: the fields, and when, why and on what evidence they changed. */
export function toRelationshipChangePayload(values: RelationshipFormValues): UpdateRelationshipRequest {
  return {
    ...toRelationshipPayload(values),
    effectiveDate: text(values.effectiveDate),
    ...changeFacts(values),
  };
}
