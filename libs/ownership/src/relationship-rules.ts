import type { AsOf, GraphRelationship, TrustRole } from './ownership-graph';

/** How one relationship counts: a share of the held entity, control of the target, a trust role. */
export interface RelationshipMeaning {
  /** `declared`: an indirect share stated without its chain (docs/decisions/0080), not a holding of shares. */
  ownership?: { holderId: number; heldId: number; fraction: number; declared?: true };
  control?: { controllerId: number; controlledId: number };
  trustRole?: TrustRole;
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
  return meaning;
}
