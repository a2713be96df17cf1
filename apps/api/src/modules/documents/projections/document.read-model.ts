import type { CollectionLayouts } from '@ledgerline/projections';
import { listIndexes } from '../../../shared/list-indexes';

/** Read model `documents`: one document per uploaded file (metadata only; content is in the storage). */
export const DOCUMENTS = 'documents';

export interface DocumentDocument {
  [key: string]: unknown;
  id: string;
  documentId: number;
  accountId: number;
  entityId: number;
  storageKey: string;
  originalName: string;
  mimeType: string;
  /** naturalSortKey(originalName). */
  nameKey: string;
  validationNotes?: string | null;
  /** Who last marked it valid or invalid (user id; null for the system) and when; absent or null otherwise. */
  reviewedBy?: number | null;
  reviewedAt?: string | null;
}

/** Read model `document_usage`: per account, how many live documents and their bytes (the plan page). */
export const DOCUMENT_USAGE = 'document_usage';

export interface DocumentUsageDocument {
  [key: string]: unknown;
  /** String(accountId). */
  id: string;
  accountId: number;
  documents: number;
  bytes: number;
}

/** The indexed fields behind each public sort of the file lists (ties on the newest id). */
export const DOCUMENT_SORT_FIELDS = { createdAt: ['documentId'], name: ['nameKey'] } as const;

export const DOCUMENT_LAYOUTS: CollectionLayouts = {
  [DOCUMENTS]: {
    indexes: [
      ...listIndexes(['accountId'], ['entityId', 'documentType', 'validationStatus'], DOCUMENT_SORT_FIELDS),
      // The statistics count certified and expiring files.
      ['accountId', 'isCertified'],
      ['accountId', 'expirationDate'],
    ],
    search: { fields: ['originalName'], scope: 'accountId' },
  },
  [DOCUMENT_USAGE]: { indexes: [['accountId']] },
};
