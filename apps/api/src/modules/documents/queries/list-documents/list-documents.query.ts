import {
  DOCUMENT_TYPES,
  VALIDATION_STATUSES,
  listQuerySchema,
  optionalEnumQuery,
  optionalIdQuery,
} from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { DOCUMENT_SORT_FIELDS } from '../../projections/document.read-model';

export const DOCUMENT_SORTS = ['createdAt', 'name'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

/** `GET /api/entities/{id}/files`: the entity comes from the path. */
export const listEntityDocumentsQuery = listQuerySchema(DOCUMENT_SORTS).extend({
  documentType: optionalEnumQuery('documentType', DOCUMENT_TYPES),
  validationStatus: optionalEnumQuery('validationStatus', VALIDATION_STATUSES),
});
export const listDocumentsQuery = listEntityDocumentsQuery.extend({ entityId: optionalIdQuery('entityId') });
export type ListDocumentsQuery = z.output<typeof listDocumentsQuery>;

export const DOCUMENT_SORT_KEYS: SortFields<DocumentSort> = DOCUMENT_SORT_FIELDS;
