import {
  NATURES_OF_INTEREST,
  OWNERSHIP_CATEGORIES,
  percentText,
  RELATIONSHIP_TYPES,
  TRUST_BENEFIT_TYPES,
} from '@ledgerline/contracts';
import { humanize } from '@/lib/humanize';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));

export const relationshipTypeOptions = toOptions(RELATIONSHIP_TYPES);
export const ownershipCategoryOptions = toOptions(OWNERSHIP_CATEGORIES);
export const natureOfInterestOptions = toOptions(NATURES_OF_INTEREST);
export const trustBenefitTypeOptions = toOptions(TRUST_BENEFIT_TYPES);

export const relationshipTypeLabel = (type: string) => humanize(type);

/** Every stored decimal, trailing zeros trimmed: 4.999% never reads 5.00% (docs/decisions/0072). */
export function formatPercentage(value: number | null | undefined): string {
  return value === null || value === undefined ? 'N/A' : percentText(value);
}
