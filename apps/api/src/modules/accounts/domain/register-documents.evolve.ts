import { DEFAULT_TIME_ZONE, localDay } from '@ledgerline/contracts';
import type { AccountEvent, ComplianceEvent, DocumentEvent, RegisterEvent } from '@ledgerline/events';
import type { AccountRegisterState, RetainedFile } from './account-register.state';
import { applyChanges } from './register-records.evolve';
import { IdMap, withEntry, withoutEntry } from '../../../shared/id-map';

/**
 * The day an event was recorded in the account's zone (a file uploaded at 01:00 SAST is kept from that SAST
 * day): the stored envelope carries the instant, plain events in unit specs do not.
 */
function recordedOn(event: object, state: AccountRegisterState): string | null {
  const recordedAt = (event as { metadata?: { recordedAt?: string } }).metadata?.recordedAt;
  return recordedAt ? localDay(recordedAt, state.timeZone ?? DEFAULT_TIME_ZONE) : null;
}

/** An entity left the register: the retention clock of its removed documents' files starts (FIC Act). */
export function endRelationship(
  state: AccountRegisterState,
  entityId: number,
  event: object,
): AccountRegisterState {
  const ended = [...state.retainedFiles].filter(
    ([, file]) => file.entityId === entityId && !file.relationshipEndedOn,
  );
  if (ended.length === 0) return state;
  let retainedFiles = IdMap.from(state.retainedFiles);
  for (const [documentId, file] of ended)
    retainedFiles = retainedFiles.set(documentId, { ...file, relationshipEndedOn: recordedOn(event, state) });
  return { ...state, retainedFiles };
}

/** Live documents (counted, with their bytes) and the files removed documents leave behind. */
export function evolveDocuments(
  state: AccountRegisterState,
  event: AccountEvent | RegisterEvent | ComplianceEvent | DocumentEvent,
): AccountRegisterState {
  switch (event.type) {
    case 'DocumentUploaded': {
      const { documentId, accountId: _accountId, entityId, ...fields } = event.data;
      return {
        ...state,
        documents: withEntry(state.documents, documentId, {
          entityId,
          fields,
          uploadedOn: recordedOn(event, state),
        }),
        storedBytes: state.storedBytes + fields.size,
      };
    }
    case 'DocumentDetailsUpdated': {
      const current = state.documents.get(event.data.documentId);
      if (!current) return state;
      const fields = applyChanges(current.fields, event.data.changes);
      return {
        ...state,
        documents: withEntry(state.documents, event.data.documentId, { ...current, fields }),
      };
    }
    case 'DocumentRemoved': {
      const removed = state.documents.get(event.data.documentId);
      if (!removed) return state;
      const documents = withoutEntry(state.documents, event.data.documentId);
      const file: RetainedFile = {
        entityId: removed.entityId,
        storageKey: String(removed.fields.storageKey),
        uploadedOn: removed.uploadedOn,
        relationshipEndedOn: event.data.reason === 'entity_deleted' ? recordedOn(event, state) : null,
      };
      return {
        ...state,
        documents,
        storedBytes: state.storedBytes - Number(removed.fields.size ?? 0),
        retainedFiles: withEntry(state.retainedFiles, event.data.documentId, file),
      };
    }
    case 'DocumentFileErased': {
      return { ...state, retainedFiles: withoutEntry(state.retainedFiles, event.data.documentId) };
    }
    default:
      return state;
  }
}
