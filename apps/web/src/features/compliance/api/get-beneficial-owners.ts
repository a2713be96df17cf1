import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { complianceKeys, isValidId } from './compliance-keys';

export type DocumentState = 'valid' | 'expired' | 'missing';

export interface OwnershipPath {
  percentage: number;
  steps: { entityId: number; entityName: string }[];
}

export interface BeneficialOwnerRecord {
  individualId: number;
  name: string;
  totalOwnership: number;
  hasEffectiveControl: boolean;
  isBeneficialOwner: boolean;
  category: string | null;
  reasons: string[];
  paths: OwnershipPath[];
  documentStatus: { idDocument: DocumentState; proofOfAddress: DocumentState; declaration: DocumentState };
  details: {
    idNumber: string | null;
    nationality: string | null;
    dateOfBirth: string | null;
    residentialAddress: string | null;
    ownershipCategory: string | null;
    natureOfInterest: string | null;
    dateOfBecomingBO: string | null;
    dateCeasedToBeBO: string | null;
    trustBenefitType: string | null;
    citizenships: string | null;
    taxNumber: string | null;
    boDisclosureDocumentPath: string | null;
    trustDeedDocumentPath: string | null;
  };
}

/** The list the route answers, with the facts its headers carry (docs/decisions/0020). */
export interface BeneficialOwnership {
  entityId: number;
  threshold: number;
  owners: BeneficialOwnerRecord[];
  unknownRemainder: number;
  singularLoop: boolean;
  computedAt: string | null;
}

export const DEFAULT_BO_THRESHOLD = 5;

const numberHeader = (headers: Headers, name: string, fallback: number) => {
  const value = Number(headers.get(name) ?? Number.NaN);
  return Number.isFinite(value) ? value : fallback;
};

export async function getBeneficialOwners(entityId: number, threshold: number): Promise<BeneficialOwnership> {
  const { body, headers } = await apiClient.getWithHeaders<BeneficialOwnerRecord[]>(
    `/api/compliance/beneficial-owners/${entityId}?threshold=${encodeURIComponent(threshold)}`,
  );
  return {
    entityId,
    threshold: numberHeader(headers, 'X-BO-Threshold', threshold),
    owners: body ?? [],
    unknownRemainder: numberHeader(headers, 'X-BO-Unknown-Remainder', 0),
    singularLoop: headers.get('X-BO-Singular-Loop') === 'true',
    computedAt: headers.get('X-BO-Computed-At'),
  };
}

export const beneficialOwnersQueryOptions = (entityId: number, threshold = DEFAULT_BO_THRESHOLD) =>
  queryOptions({
    queryKey: complianceKeys.beneficialOwners(entityId, threshold),
    queryFn: () => getBeneficialOwners(entityId, threshold),
    enabled: isValidId(entityId),
  });

export function useBeneficialOwners(entityId: number, threshold = DEFAULT_BO_THRESHOLD) {
  return useQuery(beneficialOwnersQueryOptions(entityId, threshold));
}
