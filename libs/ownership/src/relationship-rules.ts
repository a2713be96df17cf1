import type { AsOf, GraphRelationship, TrustRole } from './ownership-graph';

/** How one relationship counts: a share of the held entity, control of the target, a trust role. */
export interface RelationshipMeaning {
  /** `declared`: an indirect share stated without its chain (docs/decisions/0080), not a holding of shares. */
  ownership?: { holderId: number; heldId: number; fraction: number; declared?: true };
  control?: { controllerId: number; controlledId: number };
  trustRole?: TrustRole;
  /** The source holds what it holds for the target, wholly or the part stated (s56(1)). */
  nominee?: { nomineeId: number; nominatorId: number; part: number | null };
  /** Who is regarded to have whose beneficial interest (s56(2)(a)-(c)). */
  deemed?: { personId: number; holderId: number; link: DeemingLink }[];
}

/** Companies Act s56(1)-(2) links (docs/decisions/0078). */
export const NOMINEE_LINK = 'nominee_for';
export const DEEMING_LINKS = ['spouse_in_community_of_property', 'minor_child', 'concert_party'] as const;
export type DeemingLink = (typeof DEEMING_LINKS)[number];
export type PathLink = typeof NOMINEE_LINK | DeemingLink;

/**
 * Links whose source is upstream of their target in the BO computation as well as the reverse: a subsidiary's
 * share runs target to source, a nominee's holdings go to its nominator, and a deemed interest goes from the
 * holder to the person regarded to have it (both ways between spouses and concert parties).
 */
export const LINKS_LEADING_BOTH_WAYS: readonly string[] = ['subsidiary', NOMINEE_LINK, ...DEEMING_LINKS];

function deemedBy(source: number, target: number, type: string): RelationshipMeaning['deemed'] {
  if (type === 'minor_child') return [{ personId: target, holderId: source, link: type }];
  if (type === 'spouse_in_community_of_property' || type === 'concert_party')
    return [
      { personId: source, holderId: target, link: type },
      { personId: target, holderId: source, link: type },
    ];
  return undefined;
}

/** The category of a link that states an indirect interest whose chain is unknown (docs/decisions/0080). */
export const DECLARED_INDIRECT = 'declared_indirect';

const TRUST_ROLES: ReadonlySet<string> = new Set(['founder', 'trustee', 'beneficiary', 'controller']);

export function dayOf(asOf: AsOf | undefined): string {
  if (asOf === undefined) return new Date().toISOString().slice(0, 10);
  return typeof asOf === 'string' ? asOf.slice(0, 10) : asOf.toISOString().slice(0, 10);
}

/** Active on `day`: flagged active, started (when a start is recorded) and not ended before that day. */
export function isActiveOn(relationship: GraphRelationship, day: string): boolean {
  if (!relationship.isActive) return false;
  const { startDate, endDate } = relationship;
  if (endDate && endDate.slice(0, 10) < day) return false;
  return !(startDate && startDate.slice(0, 10) > day);
}

function fractionOf(percentage: number | null): number {
  const value = Number(percentage ?? 0);
  return Number.isFinite(value) && value > 0 ? value / 100 : 0;
}

/** Control comes from explicit fields only, never from words in the notes. */
export function carriesControl(
  relationship: Pick<GraphRelationship, 'type' | 'effectiveControl' | 'natureOfInterest'>,
): boolean {
  if (relationship.type === 'controller' || relationship.effectiveControl === true) return true;
  return relationship.natureOfInterest === 'control' || relationship.natureOfInterest === 'dual';
}

/**
 * DOMAIN.md section 3: `type` is the source's role towards the target. `subsidiary` is the one reversed
 * share: the target holds the % of the source. A named beneficiary's vested % is an economic interest
 * in the trust, so it counts as a share of the trust.
 */
export function meaningOf(relationship: GraphRelationship): RelationshipMeaning {
  const { sourceEntityId: source, targetEntityId: target, type } = relationship;
  const meaning: RelationshipMeaning = {};
  const fraction = fractionOf(relationship.ownershipPercentage);
  if (fraction > 0 && source !== target) {
    if (type === 'shareholder' || type === 'parent' || type === 'beneficiary') {
      meaning.ownership = { holderId: source, heldId: target, fraction };
      if (relationship.ownershipCategory === DECLARED_INDIRECT) meaning.ownership.declared = true;
    } else if (type === 'subsidiary') {
      meaning.ownership = { holderId: target, heldId: source, fraction };
    }
  }
  if (carriesControl(relationship) && source !== target) {
    meaning.control = { controllerId: source, controlledId: target };
  }
  if (TRUST_ROLES.has(type)) meaning.trustRole = type as TrustRole;
  if (source === target) return meaning;
  if (type === NOMINEE_LINK)
    meaning.nominee = { nomineeId: source, nominatorId: target, part: fraction > 0 ? fraction : null };
  const deemed = deemedBy(source, target, type);
  if (deemed) meaning.deemed = deemed;
  return meaning;
}
