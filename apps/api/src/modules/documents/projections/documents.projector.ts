import type { AccountEvent, DocumentEvent, RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';

/** Read model `documents`: one document per uploaded file (metadata only; content is in the storage). */
export const DOCUMENTS = 'documents';

export interface DocumentDocument {
  [key: string]: unknown;
  id: string;
  documentId: number;
  accountId: number;
  entityId: number;
  storageKey: string;
  originalName: string;
  mimeType: string;
}

export class DocumentsProjector implements Projector {
  readonly name = 'documents';
  readonly version = 1;
  readonly collections = [DOCUMENTS];
  readonly handles = ['AccountClosed', 'DocumentUploaded', 'DocumentDetailsUpdated', 'DocumentRemoved'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | DocumentEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'DocumentUploaded': {
        const { documentId, ...fields } = event.data;
        const userId = Number(recorded.metadata.actorId) || 0;
        return writer.put(DOCUMENTS, {
          id: String(documentId),
          documentId,
          ...fields,
          userId,
          uploadDate: at,
          createdAt: at,
          updatedAt: at,
        });
      }
      case 'DocumentDetailsUpdated': {
        const current = await writer.get<DocumentDocument>(DOCUMENTS, String(event.data.documentId));
        if (!current) return;
        const changed = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, c]) => [field, c.to]),
        );
        return writer.put(DOCUMENTS, { ...current, ...changed, updatedAt: at });
      }
      case 'DocumentRemoved':
        return writer.delete(DOCUMENTS, String(event.data.documentId));
    }
  }
}
