import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';

/** Spec 001 section 9: 33.33 per valid document of three. */
export function documentProgress(status: BeneficialOwnerRecord['documentStatus']): number {
  const valid = [status.idDocument, status.proofOfAddress, status.declaration].filter((s) => s === 'valid');
  return Math.min(100, valid.length * 33.33);
}

/** Two decimals, or every decimal the server kept to show a share just below the threshold as below it. */
export const formatOwnership = (value: number) =>
  Number(value.toFixed(2)) === value ? `${value.toFixed(2)}%` : `${value}%`;
