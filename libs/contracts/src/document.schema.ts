import { z } from 'zod';
import { choiceError, optionalDate, optionalText } from './common.schema';

/** Spec 001's file document types, the four required trust documents and the beneficial-owner documents. */
export const DOCUMENT_TYPES = [
  'id_document',
  'passport',
  'proof_of_address',
  'declaration',
  'authorization_mandate',
  'securities_register',
  'beneficial_interest_register',
  'disclosure_form',
  'trust_deed',
  'beneficiary_declaration',
  'trustee_appointment',
  'identity_documents',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const REQUIRED_TRUST_DOCUMENTS: readonly DocumentType[] = [
  'trust_deed',
  'beneficiary_declaration',
  'trustee_appointment',
  'identity_documents',
];

export const VALIDATION_STATUSES = ['pending', 'valid', 'invalid', 'expired'] as const;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const ALLOWED_DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/tiff': 'TIFF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'text/plain': 'text',
};

const bool = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], { message })
    .transform((v) => v === true || v === 'true' || v === 'on');

/** The form fields sent with an upload (multipart strings) or in a PATCH. */
export const documentFieldsSchema = z.object({
  documentType: z
    .enum(DOCUMENT_TYPES, choiceError('Document type is required', 'Document type', DOCUMENT_TYPES))
    .default('other'),
  description: optionalText(1000).pipe(
    z.string().min(3, 'Description must be at least 3 characters').nullable(),
  ),
  isCertified: bool('isCertified must be true or false').default(false),
  certificationDate: optionalDate({ notInFuture: 'Certification date cannot be in the future' }),
  expirationDate: optionalDate(),
  validationStatus: z.enum(VALIDATION_STATUSES, { message: 'Unknown validation status' }).default('pending'),
  validationNotes: optionalText(2000),
});
export const updateDocumentSchema = documentFieldsSchema.partial();

export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MESSAGE = 'Give a reason of at least 3 characters to reject a document';
/** Rejecting a document (validationStatus invalid) records why; the review dialog and the API share it. */
export const rejectDocumentSchema = z.object({
  validationNotes: z.string().trim().min(REJECTION_REASON_MIN, REJECTION_REASON_MESSAGE).max(2000),
});
export type RejectDocumentInput = z.input<typeof rejectDocumentSchema>;
/** Marking a document valid is a review too: it records what was checked (docs/decisions/0089). */
export const REVIEW_NOTE_MESSAGE = 'Give a review note of at least 3 characters to mark a document valid';
export const reviewDocumentSchema = z.object({
  validationNotes: z.string().trim().min(REJECTION_REASON_MIN, REVIEW_NOTE_MESSAGE).max(2000),
});
export type ReviewDocumentInput = z.input<typeof reviewDocumentSchema>;
/** The statuses a reviewer sets; each needs a note and records who reviewed and when. */
export const REVIEWED_STATUSES: readonly string[] = ['valid', 'invalid'];

/** Who marked the document valid or invalid, when (ISO instant) and with which note. */
export interface DocumentReview {
  reviewedBy: { id: number | null; name: string | null };
  reviewedAt: string;
  note: string | null;
}
export type DocumentFields = z.output<typeof documentFieldsSchema>;

export interface DocumentView {
  id: number;
  userId: number;
  entityId: number;
  assetId: number | null;
  name: string;
  originalName: string;
  filename: string;
  mimeType: string;
  size: number;
  sha256: string;
  description: string | null;
  documentType: DocumentType;
  isCertified: boolean;
  certificationDate: string | null;
  expirationDate: string | null;
  validationStatus: (typeof VALIDATION_STATUSES)[number];
  validationNotes: string | null;
  /** Null until the document is marked valid or invalid (and again once set back to pending or expired). */
  review: DocumentReview | null;
  uploadDate: string;
  uploadedBy: string;
  downloadUrl: string;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentStatistics {
  total: number;
  certified: number;
  valid: number;
  expiring: number;
}
