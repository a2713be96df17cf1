import type { BeneficialOwnerRecord } from '../../api/get-beneficial-owners';

/** Spec 001 section 9: 33.33 per valid document of three. */
export function documentProgress(status: BeneficialOwnerRecord['documentStatus']): number {
  const valid = [status.idDocument, status.proofOfAddress, status.declaration].filter((s) => s === 'valid');
  return Math.min(100, valid.length * 33.33);
}

export const formatOwnership = (value: number) => `${value.toFixed(2)}%`;
