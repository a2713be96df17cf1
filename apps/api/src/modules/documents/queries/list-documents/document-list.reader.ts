import { Inject, Injectable } from '@nestjs/common';
import type { DocumentView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
import { assertEntityOf } from '../../../entities/queries/entity-access';
import { toDocumentViews } from '../../documents.reader';
import { DOCUMENTS, type DocumentDocument } from '../../projections/document.read-model';
import { DOCUMENT_SORT_KEYS, type ListDocumentsQuery } from './list-documents.query';

/** `GET /api/compliance/files` and `GET /api/entities/{id}/files`: one indexed page, or every file. */
@Injectable()
export class DocumentListReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(accountId: number, query: ListDocumentsQuery): Promise<Listing<DocumentView>> {
    if (query.entityId !== undefined) await assertEntityOf(this.readStore, accountId, query.entityId);
    const filter: DocumentFilter = {
      accountId,
      entityId: query.entityId,
      documentType: query.documentType,
      validationStatus: query.validationStatus,
    };
    const options = findOptions(query, DOCUMENT_SORT_KEYS, { sort: 'createdAt', order: 'desc' });
    const source = { collection: DOCUMENTS, filter, options };
    return readListing(this.readStore, source, query, (docs: DocumentDocument[]) =>
      toDocumentViews(this.readStore, docs),
    );
  }
}
