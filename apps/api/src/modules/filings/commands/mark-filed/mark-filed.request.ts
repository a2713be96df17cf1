import { optionalDate } from '@ledgerline/contracts';
import { z } from 'zod';

export const MAX_BULK_FILINGS = 500;
const filingId = z
  .number({ message: 'ids must hold filing ids' })
  .int('ids must hold filing ids')
  .positive('ids must hold filing ids');

/** `POST /api/compliance/filing-requirements/mark-filed`: up to 500 ids and an optional submission date. */
export const markFiledSchema = z.object({
  ids: z
    .array(filingId, { message: 'ids must be a list of filing ids' })
    .min(1, 'ids must name at least one filing')
    .max(MAX_BULK_FILINGS, `ids may name at most ${MAX_BULK_FILINGS} filings`),
  submissionDate: optionalDate({ notInFuture: 'Submission date cannot be in the future' }),
});
export type MarkFiledRequest = z.output<typeof markFiledSchema>;
