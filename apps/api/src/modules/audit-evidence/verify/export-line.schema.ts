import { z } from 'zod';
import { EXPORT_FORMAT, type ExportLine } from '../audit-export-lines';

const hex = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest');
const chainHash = z.union([hex, z.literal('')]);
const position = z.string().regex(/^\d+$/, 'must be a log position');
const instant = z.string().min(1);
const sequence = z.number().int().min(1).optional();

const lineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('header'),
    format: z.literal(EXPORT_FORMAT),
    version: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    chain: z.literal('account').optional(),
    accountId: z.number().int(),
    entityId: z.number().int().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    generatedAt: instant,
    contiguous: z.boolean(),
  }),
  z.object({
    kind: z.literal('event'),
    position,
    sequence,
    streamName: z.string(),
    streamRevision: z.number().int().min(0),
    type: z.string(),
    data: z.unknown(),
    metadata: z.record(z.string(), z.unknown()),
    digest: hex,
    previousHash: chainHash,
    hash: hex,
  }),
  z.object({
    kind: z.literal('manifest'),
    version: z.union([z.literal(3), z.literal(4)]).optional(),
    lines: z.number().int().min(0).optional(),
    blocks: z
      .array(z.object({ kind: z.string().min(1), lines: z.number().int().min(1), digest: hex }))
      .optional(),
    chain: z.literal('account').optional(),
    accountId: z.number().int(),
    entityId: z.number().int().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    generatedAt: instant,
    anchorPosition: position,
    entries: z.number().int().min(0),
    entriesDigest: hex,
    keyId: z.string().min(1),
    signature: z.string().min(1),
  }),
  z.object({ kind: z.literal('link'), position, sequence, digest: hex, previousHash: chainHash, hash: hex }),
  z.object({ kind: z.literal('legacy'), position, previousHash: chainHash, hash: hex }),
  z.object({
    kind: z.literal('anchor'),
    position,
    hash: hex,
    accountId: z.string().min(1).optional(),
    sequence,
    signedAt: instant,
    keyId: z.string().min(1),
    reason: z.enum(['export', 'schedule']),
    signature: z.string().min(1),
  }),
  z.object({
    kind: z.literal('holder'),
    entityId: z.number().int(),
    entityType: z.enum(['company', 'individual', 'trust']),
    name: z.string(),
    registrationNumber: z.string().nullable(),
    idType: z.string().nullable(),
    idNumber: z.string().nullable(),
    removed: z.boolean(),
    erased: z.boolean(),
  }),
  z.object({
    kind: z.literal('key'),
    id: z.string().min(1),
    algorithm: z.literal('Ed25519'),
    publicKeyPem: z.string().min(1),
    validFrom: instant,
    validTo: instant.nullable(),
  }),
]);

/** One line of an export as its kind requires it, or the first thing wrong with it. */
export function parseExportLine(value: unknown): { line: ExportLine } | { error: string } {
  const result = lineSchema.safeParse(value);
  if (result.success) return { line: result.data as ExportLine };
  const issue = result.error.issues[0];
  return { error: `${issue.path.length ? issue.path.join('.') : 'line'}: ${issue.message}` };
}
