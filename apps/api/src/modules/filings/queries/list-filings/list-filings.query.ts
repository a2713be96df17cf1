import { FILING_STATUSES, listQuerySchema, optionalEnumQuery, optionalIdQuery } from '@ledgerline/contracts';
import { z } from 'zod';
import type { SortFields } from '../../../../shared/listing';
import { FILING_SORT_FIELDS } from '../../projections/filing.read-model';

export const FILING_SORTS = ['dueDate', 'requirementType', 'createdAt'] as const;
export type FilingSort = (typeof FILING_SORTS)[number];

/** One entity's filings (the entity comes from the path), and `/upcoming` and `/overdue` (fixed status). */
export const listEntityFilingsQuery = listQuerySchema(FILING_SORTS).extend({
  status: optionalEnumQuery('status', FILING_STATUSES),
});
export const listFilingsQuery = listEntityFilingsQuery.extend({ entityId: optionalIdQuery('entityId') });
export type ListFilingsQuery = z.output<typeof listFilingsQuery>;
export const listFilingSliceQuery = listFilingsQuery.omit({ status: true });
export type ListFilingSliceQuery = z.output<typeof listFilingSliceQuery>;

export const FILING_SORT_KEYS: SortFields<FilingSort> = FILING_SORT_FIELDS;
