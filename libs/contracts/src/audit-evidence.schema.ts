import { z } from 'zod';
import { optionalEnumQuery, optionalIdQuery } from './list-query.schema';
import { historyBound } from './record-history.schema';

/** The tamper-evident export of the account's or one entity's changes (docs/decisions/0031). */
export const AUDIT_EXPORT_FORMATS = ['jsonl', 'csv', 'pdf'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

export const auditExportQuerySchema = z
  .object({
    entityId: optionalIdQuery('entityId'),
    from: historyBound('from'),
    to: historyBound('to'),
    format: optionalEnumQuery('format', AUDIT_EXPORT_FORMATS),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from.slice(0, 10) > query.to.slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  });
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

export const VERIFY_PROBLEM_REASONS = [
  'malformed',
  'hash_mismatch',
  'broken_link',
  'missing_entry',
  'reordered',
  'unknown_key',
  'anchor_signature_invalid',
  'rehashed',
  'truncated_after_anchor',
  'not_anchored',
  'manifest_invalid',
  'entries_withheld',
  'anchor_of_another_chain',
  'unverifiable_link',
  'lines_changed',
] as const;

/** `POST /api/audit/verify`: what the check of an export found. */
export const auditVerifyResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    entries: z.number().int(),
    links: z.number().int(),
    anchor: z.object({ keyId: z.string(), signedAt: z.string(), position: z.string() }),
    keys: z.enum(['published', 'file']),
    message: z.string(),
  }),
  z.object({
    ok: z.literal(false),
    problem: z.object({
      reason: z.enum(VERIFY_PROBLEM_REASONS),
      line: z.number().int().nullable(),
      eventId: z.string().nullable(),
      position: z.string().nullable(),
      message: z.string(),
    }),
    message: z.string(),
  }),
]);
export type AuditVerifyResult = z.output<typeof auditVerifyResultSchema>;
