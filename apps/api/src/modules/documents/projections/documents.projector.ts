import type { AccountEvent, DocumentEvent, RecordedEvent } from '@ledgerline/events';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { DOCUMENT_LAYOUTS, DOCUMENTS, type DocumentDocument } from './document.read-model';

export class DocumentsProjector implements Projector {
  readonly name = 'documents';
  readonly version = 2;
  readonly collections = [DOCUMENTS];
  readonly layouts = DOCUMENT_LAYOUTS;
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
          nameKey: naturalSortKey(fields.originalName),
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
        const next = { ...current, ...changed, updatedAt: at };
        return writer.put(DOCUMENTS, { ...next, nameKey: naturalSortKey(next.originalName) });
      }
      case 'DocumentRemoved':
        return writer.delete(DOCUMENTS, String(event.data.documentId));
    }
  }
}
