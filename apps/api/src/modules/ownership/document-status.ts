import type { DocumentView } from '@ledgerline/contracts';

/** Spec 001's valid, expired or missing. */
export type DocumentState = 'valid' | 'expired' | 'missing';
export type DocumentKind = keyof typeof KINDS;

const KINDS = {
  idDocument: ['id_document', 'passport', 'identity_documents'],
  proofOfAddress: ['proof_of_address'],
  declaration: ['declaration', 'beneficiary_declaration', 'disclosure_form'],
} as const;

const isExpiredOn = (d: DocumentView, today: string): boolean =>
  d.validationStatus === 'expired' || (!!d.expirationDate && d.expirationDate < today);
const isValidOn = (d: DocumentView, today: string): boolean =>
  d.validationStatus === 'valid' && !isExpiredOn(d, today);

const isAwaitingReviewOn = (d: DocumentView, today: string): boolean =>
  d.validationStatus === 'pending' && !isExpiredOn(d, today);

/**
 * Per required kind, as spec 001 words it: 'valid' when a validated document has not expired, 'expired' when the
 * best one has expired, otherwise 'missing' (a rejected or unreviewed upload counts as none).
 */
export function documentStatusOf(
  documents: DocumentView[],
  today: string,
): Record<DocumentKind, DocumentState> {
  const stateOf = (types: readonly string[]): DocumentState => {
    const matching = documents.filter((d) => types.includes(d.documentType));
    if (matching.some((d) => isValidOn(d, today))) return 'valid';
    if (matching.some((d) => isExpiredOn(d, today))) return 'expired';
    return 'missing';
  };
  return {
    idDocument: stateOf(KINDS.idDocument),
    proofOfAddress: stateOf(KINDS.proofOfAddress),
    declaration: stateOf(KINDS.declaration),
  };
}

/**
 * The kinds with no valid document but an unexpired upload awaiting review (docs/decisions/0089): told apart
 * beside `documentStatus`, whose words the spec fixes, so the panel can say "awaiting review" over "missing".
 */
export function documentsAwaitingReview(documents: DocumentView[], today: string): DocumentKind[] {
  return (Object.keys(KINDS) as DocumentKind[]).filter((kind) => {
    const matching = documents.filter((d) => (KINDS[kind] as readonly string[]).includes(d.documentType));
    return !matching.some((d) => isValidOn(d, today)) && matching.some((d) => isAwaitingReviewOn(d, today));
  });
}

/**
 * Until when the owner's valid documents stay valid: per required kind that is valid, the latest expiry of its
 * valid documents (one without an expiry date never expires), and of those the earliest. Null when no kind is
 * valid or none of them expires.
 */
export function documentsValidUntil(documents: DocumentView[], today: string): string | null {
  const ends = Object.values(KINDS).flatMap((types: readonly string[]) => {
    const valid = documents.filter((d) => types.includes(d.documentType) && isValidOn(d, today));
    if (valid.length === 0) return [];
    if (valid.some((d) => !d.expirationDate)) return [];
    return [
      valid
        .map((d) => d.expirationDate as string)
        .sort()
        .at(-1) as string,
    ];
  });
  return ends.length === 0 ? null : ends.sort()[0];
}
