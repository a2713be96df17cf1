import { accountToday } from '@/lib/account-settings/account-time-zone';
import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';

/**
 * Those who had ceased to be beneficial owners by the day shown are listed apart from the owners of that day
 * (the server may answer them with the day they ceased); one who ceased later still owned on that day.
 */
export function splitFormerOwners(
  owners: readonly BeneficialOwnerRecord[],
  asOf: string | null,
): { current: BeneficialOwnerRecord[]; former: BeneficialOwnerRecord[] } {
  const day = asOf ?? accountToday();
  const ceased = (owner: BeneficialOwnerRecord) => !!owner.ceasedOn && owner.ceasedOn <= day;
  return { current: owners.filter((owner) => !ceased(owner)), former: owners.filter(ceased) };
}
