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
  /** The role's first day (an appointment from next month); absent or null: held from the start. */
  startDate?: string | null;
  /** The role's last day (a trustee who resigned); absent or null: ongoing. */
  endDate?: string | null;
}

const day = (date: string | null | undefined): string | null => (date ? date.slice(0, 10) : null);

/**
 * A relationship gives its source a role in the trust while it points at the trust, is active, has started and
 * has not ended (its start and end dates are the role's first and last days, as for ownership). The compliance
 * verdict (complianceStatus) asks this for the roles part.
 */
export function holdsTrustRole(trustId: number, link: TrustRoleLink, today: string): boolean {
  if (link.targetEntityId !== trustId || !link.isActive) return false;
  const [start, end] = [day(link.startDate), day(link.endDate)];
  return !(start && start > today) && !(end && end < today);
}

/** The required roles no active, current relationship into the trust gives anyone, in the spec's order. */
export function missingTrustRoles(
  trustId: number,
  links: readonly TrustRoleLink[],
  today: string,
): RequiredTrustRole[] {
  const held = new Set(links.filter((link) => holdsTrustRole(trustId, link, today)).map((link) => link.type));
  return REQUIRED_TRUST_ROLES.filter((role) => !held.has(role));
}

const dayAfter = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The first day after `today` on which one of the trust's required-role links starts or stops counting (a start
 * date, the day after an end date): the trust's compliance may move then without any new fact. Null: never.
 */
export function nextTrustRoleChange(
  trustId: number,
  links: readonly TrustRoleLink[],
  today: string,
): string | null {
  let next: string | null = null;
  for (const link of links) {
    if (link.targetEntityId !== trustId || !link.isActive) continue;
    if (!(REQUIRED_TRUST_ROLES as readonly string[]).includes(link.type)) continue;
    const [start, end] = [day(link.startDate), day(link.endDate)];
    for (const change of [start && start > today ? start : null, end && end >= today ? dayAfter(end) : null])
      if (change && (next === null || change < next)) next = change;
  }
  return next;
}
