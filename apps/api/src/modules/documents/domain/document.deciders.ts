import {
  type DocumentFields,
  PERSONAL_DOCUMENT_FIELDS,
  REJECTION_REASON_MESSAGE,
  REJECTION_REASON_MIN,
  REVIEW_NOTE_MESSAGE,
} from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import { fieldChanges } from '../../../shared/field-changes';
import { type AccountRegisterState, planOf } from '../../accounts/domain/account-register.state';
import { limitReached, storageQuotaReached } from '../../accounts/domain/plan-limits';
import { keptFor, type Retention, retentionOf } from './document-retention';

export interface StoredContent {
  originalName: string;
  storageKey: string;
  mimeType: string;
  size: number;
  sha256: string;
}

const noteMissing = (note: unknown) => String(note ?? '').trim().length < REJECTION_REASON_MIN;

/**
 * Marking a document valid or invalid is a review and needs its note (docs/decisions/0089): a rejection may
 * keep the reason already on the document; an approval gives its own, so an old rejection reason never reads
 * as the approval's note.
 */
function assertReviewNote(status: unknown, note: unknown, currentNote: unknown = null): void {
  const [missing, code, message] =
    status === 'invalid'
      ? [noteMissing(note ?? currentNote), 'DOCUMENT.REJECTION_REASON_REQUIRED', REJECTION_REASON_MESSAGE]
      : status === 'valid'
        ? [noteMissing(note), 'DOCUMENT.REVIEW_NOTE_REQUIRED', REVIEW_NOTE_MESSAGE]
        : [false, '', ''];
  if (missing) throw new DomainError('invalid', code, message, [{ field: 'validationNotes', message }]);
}

export function decideUploadDocument(
  command: {
    documentId: number;
    entityId: number;
    content: StoredContent;
    fields: DocumentFields;
    uploadedBy: string;
  },
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.documents.has(command.documentId)) return [];
  if (!state.entities.has(command.entityId))
    throw new DomainError(
      'not_found',
      'DOCUMENT.ENTITY_NOT_FOUND',
      "Entity not found or you don't have access to it",
      [{ field: 'entityId', message: "Entity not found or you don't have access to it" }],
    );
  assertReviewNote(command.fields.validationStatus, command.fields.validationNotes);
  const { documentLimit, storageQuotaBytes } = planOf(state);
  if (state.documents.size >= documentLimit) throw limitReached(documentLimit, 'documents');
  if (state.storedBytes + command.content.size > storageQuotaBytes)
    throw storageQuotaReached(storageQuotaBytes, state.storedBytes);
  return [
    {
      type: 'DocumentUploaded',
      data: {
        documentId: command.documentId,
        accountId: state.accountId,
        entityId: command.entityId,
        assetId: null,
        uploadedBy: command.uploadedBy,
        ...command.content,
        ...command.fields,
      },
    },
  ];
}

export function decideUpdateDocument(
  command: { documentId: number; patch: Partial<DocumentFields> },
  state: AccountRegisterState,
): DomainEventData[] {
  const current = state.documents.get(command.documentId);
  if (!current) throw notFound('Document');
  assertReviewNote(
    command.patch.validationStatus,
    command.patch.validationNotes,
    current.fields.validationNotes,
  );
  const changes = fieldChanges(current.fields, command.patch);
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'DocumentDetailsUpdated',
      data: {
        documentId: command.documentId,
        accountId: state.accountId,
        changes,
        // Names whose key seals the free text (0032); only when it changes, so other updates read as before.
        ...(PERSONAL_DOCUMENT_FIELDS.some((field) => field in changes) ? { entityId: current.entityId } : {}),
      },
    },
  ];
}

/** How long the file of a live or removed document is kept; null when the account never had it. */
export function documentRetention(documentId: number, state: AccountRegisterState): Retention | null {
  const live = state.documents.get(documentId);
  if (live) return retentionOf({ uploadedOn: live.uploadedOn, relationshipEndedOn: null });
  const retained = state.retainedFiles.get(documentId);
  return retained ? retentionOf(retained) : null;
}

export function decideRemoveDocument(
  command: { documentId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  if (!state.documents.has(command.documentId)) throw notFound('Document');
  return [
    {
      type: 'DocumentRemoved',
      data: { documentId: command.documentId, accountId: state.accountId, reason: 'deleted' },
    },
  ];
}

/**
 * Erases the file of a removed document once its retention period has passed (a live document's entity is
 * in the register, so its file is never erasable yet). The record of the upload and its SHA-256 stay.
 */
export function decideEraseDocumentFile(
  command: { documentId: number; today: string },
  state: AccountRegisterState,
): DomainEventData[] {
  const retention = documentRetention(command.documentId, state);
  const file = state.retainedFiles.get(command.documentId);
  if (!retention) throw notFound('Document');
  if (!file || !retention.erasableFrom || command.today < retention.erasableFrom)
    throw new DomainError(
      'conflict',
      'DOCUMENT.RETAINED',
      retention.erasableFrom
        ? `The file of this document is kept under the retention rules; it may be erased from ${retention.erasableFrom}`
        : `The file of this document is kept ${keptFor(retention)} (retention); it cannot be erased yet`,
    );
  return [
    {
      type: 'DocumentFileErased',
      data: {
        documentId: command.documentId,
        accountId: state.accountId,
        storageKey: file.storageKey,
        retainedUntil: retention.erasableFrom,
      },
    },
  ];
}
