import type { AccountEvent, DocumentEvent, RecordedEvent } from '@ledgerline/events';
import { REVIEWED_STATUSES } from '@ledgerline/contracts';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import { actorIdOf } from '../../history/queries/actor-views';
import { removeClosedAccount } from '../../../shared/close-account';
import {
  DOCUMENT_LAYOUTS,
  DOCUMENT_USAGE,
  DOCUMENTS,
  type DocumentDocument,
  type DocumentUsageDocument,
} from './document.read-model';

/** Counted only when a document appears or goes, so applying an event twice counts it once. */
async function countUsage(writer: ReadStoreWriter, accountId: number, documents: number, bytes: number) {
  const id = String(accountId);
  const usage = await writer.get<DocumentUsageDocument>(DOCUMENT_USAGE, id);
  await writer.put(DOCUMENT_USAGE, {
    id,
    accountId,
    documents: (usage?.documents ?? 0) + documents,
    bytes: (usage?.bytes ?? 0) + bytes,
  });
}

/** The review a status records (docs/decisions/0089): valid or invalid by the actor, anything else none. */
const reviewOf = (status: unknown, recorded: RecordedEvent) =>
  REVIEWED_STATUSES.includes(String(status))
    ? { reviewedBy: actorIdOf(String(recorded.metadata.actorId)), reviewedAt: recorded.metadata.recordedAt }
    : { reviewedBy: null, reviewedAt: null };

export class DocumentsProjector implements Projector {
  readonly name = 'documents';
  readonly version = 4;
  readonly collections = [DOCUMENTS, DOCUMENT_USAGE];
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
        if (!(await writer.get(DOCUMENTS, String(documentId))))
          await countUsage(writer, fields.accountId, 1, fields.size);
        return writer.put(DOCUMENTS, {
          id: String(documentId),
          documentId,
          ...fields,
          nameKey: naturalSortKey(fields.originalName),
          userId,
          ...reviewOf(fields.validationStatus, recorded),
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
        const review = 'validationStatus' in changed ? reviewOf(changed.validationStatus, recorded) : {};
        const next = { ...current, ...changed, ...review, updatedAt: at };
        return writer.put(DOCUMENTS, { ...next, nameKey: naturalSortKey(next.originalName) });
      }
      case 'DocumentRemoved': {
        const removed = await writer.get<DocumentDocument>(DOCUMENTS, String(event.data.documentId));
        if (!removed) return;
        await countUsage(writer, removed.accountId, -1, -Number(removed.size));
        return writer.delete(DOCUMENTS, removed.id);
      }
    }
  }
}
