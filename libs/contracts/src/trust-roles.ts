/** Spec 001 'Trusts': a trust needs at least one founder, one trustee and one beneficiary. */
export const REQUIRED_TRUST_ROLES = ['founder', 'trustee', 'beneficiary'] as const;
export type RequiredTrustRole = (typeof REQUIRED_TRUST_ROLES)[number];

/** The trust list's Compliance column (`compliance` of a trust in GET /api/entities; null for others). */
export const TRUST_LIST_COMPLIANCE = ['compliant', 'attention'] as const;
export type TrustListCompliance = (typeof TRUST_LIST_COMPLIANCE)[number];

/** What the role rule reads of a relationship: the party is the source, the trust the target. */
export interface TrustRoleLink {
  targetEntityId: number;
  type: string;
  isActive: boolean;
}

/**
 * A relationship gives its source a role in the trust while it points at the trust and is active. The
 * trust compliance page, the list's `compliance` field and the web agree because they all ask this.
 */
export const holdsTrustRole = (trustId: number, link: TrustRoleLink): boolean =>
  link.targetEntityId === trustId && link.isActive;

/** The required roles no active relationship into the trust gives anyone, in the spec's order. */
export function missingTrustRoles(trustId: number, links: readonly TrustRoleLink[]): RequiredTrustRole[] {
  const held = new Set(links.filter((link) => holdsTrustRole(trustId, link)).map((link) => link.type));
  return REQUIRED_TRUST_ROLES.filter((role) => !held.has(role));
}

export const trustListCompliance = (missing: readonly RequiredTrustRole[]): TrustListCompliance =>
  missing.length === 0 ? 'compliant' : 'attention';
