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
  /** The last day of the role (a trustee who resigned); absent or null: ongoing. */
  endDate?: string | null;
}

/**
 * A relationship gives its source a role in the trust while it points at the trust, is active and has not
 * ended (an end date is the role's last day, as for ownership). The trust compliance page, the list's
 * `compliance` field and the web agree because they all ask this, each with the account's `today`.
 */
export const holdsTrustRole = (trustId: number, link: TrustRoleLink, today: string): boolean =>
  link.targetEntityId === trustId && link.isActive && !(link.endDate && link.endDate.slice(0, 10) < today);

/** The required roles no active, ongoing relationship into the trust gives anyone, in the spec's order. */
export function missingTrustRoles(
  trustId: number,
  links: readonly TrustRoleLink[],
  today: string,
): RequiredTrustRole[] {
  const held = new Set(links.filter((link) => holdsTrustRole(trustId, link, today)).map((link) => link.type));
  return REQUIRED_TRUST_ROLES.filter((role) => !held.has(role));
}

/**
 * The last day the links keep every required role held, given they hold them all on `today`: '9999-12-31'
 * while each role has an ongoing link; null when a role is missing already.
 */
export function trustRolesHeldThrough(
  trustId: number,
  links: readonly TrustRoleLink[],
  today: string,
): string | null {
  let through = ONGOING;
  for (const role of REQUIRED_TRUST_ROLES) {
    const ends = links
      .filter((link) => link.type === role && holdsTrustRole(trustId, link, today))
      .map((link) => link.endDate?.slice(0, 10) || ONGOING);
    if (ends.length === 0) return null;
    const last = ends.reduce((a, b) => (a > b ? a : b));
    if (last < through) through = last;
  }
  return through;
}

/** The end day of a role nobody ended. */
export const ONGOING = '9999-12-31';

export const trustListCompliance = (missing: readonly RequiredTrustRole[]): TrustListCompliance =>
  missing.length === 0 ? 'compliant' : 'attention';
