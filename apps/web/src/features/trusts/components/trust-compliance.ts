import type { RelationshipSummary } from '@ledgerline/contracts';

/** Spec 001 section 9: a trust needs at least one founder, one trustee and one beneficiary. */
export const REQUIRED_TRUST_ROLES = ['founder', 'trustee', 'beneficiary'] as const;
export type TrustRole = (typeof REQUIRED_TRUST_ROLES)[number];

/**
 * The roles no party holds in the trust. A party holding a role is the source of a relationship whose
 * target is the trust, so only the trust's target relationships count.
 */
export function missingTrustRoles(trust: {
  targetRelationships?: RelationshipSummary[] | null;
}): TrustRole[] {
  const held = new Set((trust.targetRelationships ?? []).map((relationship) => relationship.type));
  return REQUIRED_TRUST_ROLES.filter((role) => !held.has(role));
}

export function isTrustCompliant(trust: { targetRelationships?: RelationshipSummary[] | null }): boolean {
  return missingTrustRoles(trust).length === 0;
}
