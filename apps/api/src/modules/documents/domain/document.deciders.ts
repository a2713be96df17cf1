import type { DocumentFields } from '@ledgerline/contracts';
import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import { fieldChanges } from '../../../shared/field-changes';
import type { AccountRegisterState } from '../../accounts/domain/account-register.state';

export interface StoredContent {
  originalName: string;
  storageKey: string;
  mimeType: string;
  size: number;
  sha256: string;
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
  const changes = fieldChanges(current.fields, command.patch);
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'DocumentDetailsUpdated',
      data: { documentId: command.documentId, accountId: state.accountId, changes },
    },
  ];
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
