/** Input and output shapes of the ownership engine (DOMAIN.md sections 1-3). */
export type EntityType = 'company' | 'individual' | 'trust';

export interface GraphEntity {
  id: number;
  name: string;
  type: EntityType;
}

export interface GraphRelationship {
  id: number;
  sourceEntityId: number;
  targetEntityId: number;
  type: string;
  ownershipPercentage: number | null;
  isActive: boolean;
  startDate?: string | null;
  endDate?: string | null;
  notes?: string | null;
  trustBenefitType?: string | null;
  ownershipCategory?: string | null;
  natureOfInterest?: string | null;
  effectiveControl?: boolean | null;
}

export interface OwnershipGraph {
  entities: GraphEntity[];
  relationships: GraphRelationship[];
}

export type BeneficialOwnerReason = 'ownership' | 'control' | 'trust_role' | 'trust_holding';

export type TrustRole = 'founder' | 'trustee' | 'beneficiary' | 'controller';

export type BeneficialOwnerCategory =
  | 'Direct Shareholder'
  | 'Indirect Shareholder'
  | 'Trust Founder'
  | 'Trust Trustee'
  | 'Trust Beneficiary'
  | 'Trust Controller'
  | 'Controller';

export interface OwnershipPathStep {
  entityId: number;
  entityName: string;
  /**
   * How the step before reaches this one when not by a share (docs/decisions/0078): `nominee_for`, this step is
   * the holder of record for it; a s56(2) link, this step is its spouse, minor child or concert party.
   */
  link?: 'nominee_for' | 'spouse_in_community_of_property' | 'minor_child' | 'concert_party';
}

export interface OwnershipPath {
  /** Product of the shares along the chain, in %, as shown (`shownShare`: 2 decimals, never rounded up to the threshold). */
  percentage: number;
  /** From the individual to the target. */
  steps: OwnershipPathStep[];
  /** A step of it is an indirect share declared without its chain (docs/decisions/0080): not looked through. */
  declaredIndirect?: true;
}

export interface BeneficialOwnerResult {
  individualId: number;
  name: string;
  /**
   * Integrated ownership in %, as shown (`shownShare`; the test used the unrounded figure), with the interests
   * regarded as the person's under s56(2).
   */
  totalOwnership: number;
  /** The part of `totalOwnership` deemed from spouses, minor children and concert parties; absent when none. */
  deemedOwnership?: number;
  hasEffectiveControl: boolean;
  isBeneficialOwner: boolean;
  reasons: BeneficialOwnerReason[];
  category: BeneficialOwnerCategory;
  /** Every interest in the target, most significant first (`category` is the first one shown). */
  interests: BeneficialOwnerCategory[];
  paths: OwnershipPath[];
}

export interface BeneficialOwnership {
  owners: BeneficialOwnerResult[];
  /** % of the target not traced to natural persons (held by unrecorded holders or by legal tops). */
  unknownRemainder: number;
  /** A closed loop with no outside holder (spectral radius ~1) sits upstream of the target. */
  singularLoop: boolean;
}

/** A calendar day `YYYY-MM-DD`, or a Date read in UTC. */
export type AsOf = Date | string;

export interface BeneficialOwnerOptions {
  /** In %, `>=` qualifies (DOMAIN.md Decision). */
  threshold?: number;
  maxPaths?: number;
  asOf?: AsOf;
}
