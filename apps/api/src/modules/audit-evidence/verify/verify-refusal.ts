import type { AuditVerifyResult, VERIFY_PROBLEM_REASONS } from '@ledgerline/contracts';
import type { ChainLine, KeyLine } from '../audit-export-lines';

type VerifyProblemReason = (typeof VERIFY_PROBLEM_REASONS)[number];
export type VerifyProblem = Extract<AuditVerifyResult, { ok: false }>['problem'];

export type VerificationKey = Pick<KeyLine, 'id' | 'publicKeyPem' | 'validFrom' | 'validTo'>;

export class Refusal extends Error {
  constructor(readonly problem: VerifyProblem) {
    super(problem.message);
  }
}

export const refuse = (
  reason: VerifyProblemReason,
  at: { line: number | null; chain?: ChainLine | null; position?: string | null },
  message: string,
): never => {
  const eventId = at.chain?.kind === 'event' ? String(at.chain.metadata.eventId ?? '') || null : null;
  const position = at.chain?.position ?? at.position ?? null;
  const where = [at.line === null ? null : `line ${at.line}`, eventId && `event ${eventId}`]
    .filter(Boolean)
    .join(', ');
  throw new Refusal({
    reason,
    line: at.line,
    eventId,
    position,
    message: where ? `${where}: ${message}` : message,
  });
};
