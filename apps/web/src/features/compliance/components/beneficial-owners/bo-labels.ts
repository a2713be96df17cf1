import type { BeneficialOwnerRecord, OwnershipPath } from '../../api/get-beneficial-owners';

/** Spec 001 section 9: 33.33 per valid document of three. */
export function documentProgress(status: BeneficialOwnerRecord['documentStatus']): number {
  const valid = [status.idDocument, status.proofOfAddress, status.declaration].filter((s) => s === 'valid');
  return Math.min(100, valid.length * 33.33);
}

/** How a path step is reached when not by a share: the step is the previous one's nominee, spouse, ... */
export const PATH_LINK_LABELS: Record<string, string> = {
  nominee_for: 'nominee',
  spouse_in_community_of_property: 'spouse in community of property',
  minor_child: 'minor child',
  concert_party: 'concert party',
};

/** 'Gina → Shield Nominees (nominee) → Target Co': each step, with how it is reached when not by a share. */
export const pathText = (path: OwnershipPath): string =>
  path.steps
    .map((step) =>
      step.link ? `${step.entityName} (${PATH_LINK_LABELS[step.link] ?? step.link})` : step.entityName,
    )
    .join(' → ');

/** Two decimals, or every decimal the server kept to show a share just below the threshold as below it. */
export const formatOwnership = (value: number) =>
  Number(value.toFixed(2)) === value ? `${value.toFixed(2)}%` : `${value}%`;
