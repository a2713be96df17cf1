import { formatBytes } from '@ledgerline/contracts';
import { DomainError } from '../../../shared/domain-error';

export type CappedRecords =
  'entities' | 'assets' | 'relationships' | 'groups' | 'filing requirements' | 'documents';

/** The refusal of a create once the account holds its plan's number of such records (403, like entities). */
export const limitReached = (limit: number, noun: CappedRecords): DomainError =>
  new DomainError(
    'forbidden',
    'PLAN.LIMIT_REACHED',
    `You've reached your limit of ${limit} ${noun}. Upgrade your plan to add more.`,
  );

export const storageQuotaReached = (quotaBytes: number, usedBytes: number): DomainError =>
  new DomainError(
    'forbidden',
    'PLAN.STORAGE_QUOTA_REACHED',
    `This file would take your documents past your storage quota of ${formatBytes(quotaBytes)} ` +
      `(${formatBytes(usedBytes)} used). Upgrade your plan or delete documents to add more.`,
    [{ field: 'file', message: `Your storage quota of ${formatBytes(quotaBytes)} is used up` }],
  );
