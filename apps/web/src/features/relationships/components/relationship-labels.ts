import {
  NATURES_OF_INTEREST,
  OWNERSHIP_CATEGORIES,
  percentText,
  RELATIONSHIP_TYPES,
  TRUST_BENEFIT_TYPES,
} from '@ledgerline/contracts';
import { humanize } from '@/lib/humanize';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

/** The s56 links read as what the source is to the target (docs/decisions/0078). */
const TYPE_LABELS: Record<string, string> = {
  nominee_for: 'Nominee For',
  spouse_in_community_of_property: 'Spouse (In Community of Property)',
  minor_child: 'Minor Child Of',
  concert_party: 'Concert Party With',
};

export const relationshipTypeLabel = (type: string) => TYPE_LABELS[type] ?? humanize(type);

export const relationshipTypeOptions = RELATIONSHIP_TYPES.map((value) => ({
  value,
  label: relationshipTypeLabel(value),
}));
export const ownershipCategoryOptions = toOptions(OWNERSHIP_CATEGORIES);
export const natureOfInterestOptions = toOptions(NATURES_OF_INTEREST);
export const trustBenefitTypeOptions = toOptions(TRUST_BENEFIT_TYPES);

/** Every stored decimal, trailing zeros trimmed: 4.999% never reads 5.00% (docs/decisions/0072). */
export function formatPercentage(value: number | null | undefined): string {
  return value === null || value === undefined ? 'N/A' : percentText(value);
}
