import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStatistics, DocumentView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { CLOCK, type Clock } from '../../shared/clock';
import { notFound } from '../../shared/domain-error';
import { DOCUMENTS, type DocumentDocument } from './projections/documents.projector';

const DAY_MS = 86_400_000;

const toView = ({ documentId, accountId: _a, storageKey: _k, ...doc }: DocumentDocument): DocumentView =>
  ({
    ...doc,
    id: documentId,
    name: doc.originalName,
    filename: doc.originalName,
    downloadUrl: `/api/compliance/files/${documentId}/download`,
  }) as unknown as DocumentView;

@Injectable()
export class DocumentsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(accountId: number, entityId?: number): Promise<DocumentView[]> {
    const filter: DocumentFilter = entityId === undefined ? { accountId } : { accountId, entityId };
    const docs = await this.readStore.find<DocumentDocument>(DOCUMENTS, filter, {
      sort: [{ field: 'documentId', direction: 'desc' }],
    });
    return docs.map(toView);
  }

  async stored(accountId: number, documentId: number): Promise<DocumentDocument> {
    const doc = await this.readStore.get<DocumentDocument>(DOCUMENTS, String(documentId));
    if (!doc || doc.accountId !== accountId) throw notFound('Document');
    return doc;
  }

  async get(accountId: number, documentId: number): Promise<DocumentView> {
    return toView(await this.stored(accountId, documentId));
  }

  /** Spec 001 section 4: 'approved' counts as valid; expiring = expiry within the next 30 days. */
  async statistics(accountId: number, entityId?: number): Promise<DocumentStatistics> {
    const documents = await this.list(accountId, entityId);
    const today = this.clock.now().toISOString().slice(0, 10);
    const horizon = new Date(this.clock.now().getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
    return {
      total: documents.length,
      certified: documents.filter((d) => d.isCertified).length,
      valid: documents.filter(
        (d) => d.validationStatus === 'valid' || (d.validationStatus as string) === 'approved',
      ).length,
      expiring: documents.filter(
        (d) => d.expirationDate && d.expirationDate >= today && d.expirationDate <= horizon,
      ).length,
    };
  }
}
