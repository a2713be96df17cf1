import { type CreateRelationshipFields, OWNERSHIP_TYPES } from '@ledgerline/contracts';
import { accountOpened, entityRegistered } from '../../../testing/given-events';

/** The register the relationship decider specs start from, and a link's fields with overrides. */
export const TODAY = '2025-06-01';
const protea = entityRegistered(1, 'company', 'Protea Holdings');
const thandi = entityRegistered(2, 'individual', 'Thandi Nkosi');
const nkosiTrust = entityRegistered(3, 'trust', 'Nkosi Family Trust');
export const register = [accountOpened(), protea, thandi, nkosiTrust];

export const fields = (overrides: Partial<CreateRelationshipFields> = {}): CreateRelationshipFields => ({
  sourceEntityId: 2,
  targetEntityId: 1,
  type: 'shareholder',
  // A share only where the type holds one, as the form sends it.
  ownershipPercentage: !overrides.type || OWNERSHIP_TYPES.includes(overrides.type) ? 60 : null,
  startDate: null,
  endDate: null,
  notes: null,
  isActive: true,
  ownershipCategory: null,
  natureOfInterest: null,
  trustBenefitType: null,
  effectiveControl: null,
  overAllocationReason: null,
  ...overrides,
});
