import { queryOptions, useQuery } from '@tanstack/react-query';
import { AS_OF_HEADERS, type BeneficialOwnerPeriod, DEFAULT_BO_THRESHOLD } from '@ledgerline/contracts';
import { getAsOf } from '@/lib/as-of';
import { complianceKeys, isValidId } from '@/lib/compliance-keys';

/** Spec 001's three states and an upload not yet reviewed (docs/decisions/0089). */
export type DocumentState = 'valid' | 'expired' | 'missing';
export type DocumentKind = 'idDocument' | 'proofOfAddress' | 'declaration';

export interface OwnershipPath {
  percentage: number;
  /** `link`: how the step before reaches this one when not by a share (a nominee, a spouse; decision 0078). */
  steps: { entityId: number; entityName: string; link?: string }[];
  /** An indirect share stated without its chain (docs/decisions/0080). */
  declaredIndirect?: true;
}

/** `becameOwnerOn` / `ceasedOn` are absent from answers of servers that predate them. */
export interface BeneficialOwnerRecord extends Partial<BeneficialOwnerPeriod> {
  individualId: number;
  name: string;
  totalOwnership: number;
  /** The part of totalOwnership regarded as the person's through a spouse, minor child or concert party. */
  deemedOwnership?: number;
  hasEffectiveControl: boolean;
  isBeneficialOwner: boolean;
  category: string | null;
  /** Every interest in the entity, most significant first; absent from servers that predate it. */
  interests?: string[];
  reasons: string[];
  paths: OwnershipPath[];
  documentStatus: Record<DocumentKind, DocumentState>;
  /** Kinds with an upload awaiting review and nothing valid (docs/decisions/0089); absent from older servers. */
  documentsAwaitingReview?: DocumentKind[];
  /** The earliest day one of the valid documents expires; null when none expires or none is valid. */
  documentsValidUntil?: string | null;
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
  /** The effective day the answer is about (X-As-Of); null from servers that predate it. */
  asOf: string | null;
}

const numberHeader = (headers: Headers, name: string, fallback: number) => {
  const value = Number(headers.get(name) ?? Number.NaN);
  return Number.isFinite(value) ? value : fallback;
};

export interface BeneficialOwnersRequest {
  entityId: number;
  threshold: number;
  /** YYYY-MM-DD, or null for today as known now. */
  asOf: string | null;
  /** The recorded moment (ISO with its offset) whose register is read, or null for as known now. */
  knownAt: string | null;
  /** Also those who had ceased to be owners by the day, with `ceasedOn` (the panel lists them apart). */
  includeFormer?: boolean;
}

export async function getBeneficialOwners({
  entityId,
  threshold,
  asOf,
  knownAt,
  includeFormer = false,
}: BeneficialOwnersRequest): Promise<BeneficialOwnership> {
  const search = new URLSearchParams({ threshold: String(threshold) });
  if (includeFormer) search.set('includeFormer', 'true');
  const { body, headers } = await getAsOf<BeneficialOwnerRecord[]>(
    `/api/compliance/beneficial-owners/${entityId}`,
    { asOf, knownAt },
    search,
  );
  return {
    entityId,
    threshold: numberHeader(headers, 'X-BO-Threshold', threshold),
    owners: body ?? [],
    unknownRemainder: numberHeader(headers, 'X-BO-Unknown-Remainder', 0),
    singularLoop: headers.get('X-BO-Singular-Loop') === 'true',
    computedAt: headers.get('X-BO-Computed-At'),
    asOf: headers.get(AS_OF_HEADERS.asOf) ?? asOf,
  };
}

/** Keyed by the day and the moment as well: each register is its own answer. */
export const beneficialOwnersQueryOptions = ({
  entityId,
  threshold = DEFAULT_BO_THRESHOLD,
  asOf = null,
  knownAt = null,
  includeFormer = false,
}: Partial<BeneficialOwnersRequest> & { entityId: number }) =>
  queryOptions({
    queryKey: [...complianceKeys.beneficialOwners(entityId, threshold, asOf, knownAt), { includeFormer }],
    queryFn: () => getBeneficialOwners({ entityId, threshold, asOf, knownAt, includeFormer }),
    enabled: isValidId(entityId),
  });

export function useBeneficialOwners(request: Partial<BeneficialOwnersRequest> & { entityId: number }) {
  return useQuery(beneficialOwnersQueryOptions(request));
}
