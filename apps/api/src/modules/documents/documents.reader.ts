import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStatistics, DocumentView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../shared/account-days';
import { notFound } from '../../shared/domain-error';
import { type ActorView, actorViews } from '../history/queries/actor-views';
import { DOCUMENTS, type DocumentDocument } from './projections/document.read-model';

const toDocumentView =
  (actor: (id: number | null) => ActorView) =>
  ({
    documentId,
    accountId: _a,
    storageKey: _k,
    nameKey: _n,
    reviewedBy,
    reviewedAt,
    ...doc
  }: DocumentDocument): DocumentView =>
    ({
      ...doc,
      id: documentId,
      name: doc.originalName,
      filename: doc.originalName,
      review: reviewedAt
        ? {
            reviewedBy: { id: reviewedBy ?? null, name: actor(reviewedBy ?? null).name },
            reviewedAt,
            note: doc.validationNotes ?? null,
          }
        : null,
      downloadUrl: `/api/compliance/files/${documentId}/download`,
    }) as unknown as DocumentView;

/** The views of stored documents, their reviewers named in one query. */
export async function toDocumentViews(
  readStore: ReadStore,
  docs: DocumentDocument[],
): Promise<DocumentView[]> {
  const actor = await actorViews(
    readStore,
    docs.map((doc) => doc.reviewedBy ?? null),
  );
  return docs.map(toDocumentView(actor));
}

@Injectable()
export class DocumentsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
  ) {}

  /** Every file of the account or of one entity, newest first (internal callers; the routes page). */
  async list(accountId: number, entityId?: number): Promise<DocumentView[]> {
    const docs = await this.readStore.find<DocumentDocument>(
      DOCUMENTS,
      { accountId, entityId },
      { sort: [{ field: 'documentId', direction: 'desc' }] },
    );
    return toDocumentViews(this.readStore, docs);
  }

  async stored(accountId: number, documentId: number): Promise<DocumentDocument> {
    const doc = await this.readStore.get<DocumentDocument>(DOCUMENTS, String(documentId));
    if (!doc || doc.accountId !== accountId) throw notFound('Document');
    return doc;
  }

  async get(accountId: number, documentId: number): Promise<DocumentView> {
    return (await toDocumentViews(this.readStore, [await this.stored(accountId, documentId)]))[0];
  }

  /** Spec 001 section 4: 'approved' counts as valid; expiring = expiry within the next 30 days. Four counts. */
  async statistics(accountId: number, entityId?: number): Promise<DocumentStatistics> {
    const [today, horizon] = await Promise.all([
      this.days.today(accountId),
      this.days.dayFromToday(accountId, 30),
    ]);
    const count = (filter: DocumentFilter) =>
      this.readStore.count(DOCUMENTS, { accountId, entityId, ...filter });
    const [total, certified, valid, expiring] = await Promise.all([
      count({}),
      count({ isCertified: true }),
      count({ validationStatus: ['valid', 'approved'] }),
      count({ expirationDate: { gte: today, lte: horizon } }),
    ]);
    return { total, certified, valid, expiring };
  }
}
