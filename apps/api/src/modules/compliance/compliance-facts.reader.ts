import { Injectable } from '@nestjs/common';
import { DocumentsReader } from '../documents/documents.reader';
import { FilingsReader } from '../filings/queries/filings.reader';
import { RelationshipsReader } from '../relationships/queries/relationships.reader';
import type { ComplianceFacts } from './compliance-status';

/** An entity's own slices for the compliance rule: the links that point at it, its files and its filings. */
@Injectable()
export class ComplianceFactsReader {
  constructor(
    private readonly relationships: RelationshipsReader,
    private readonly documents: DocumentsReader,
    private readonly filings: FilingsReader,
  ) {}

  async read(accountId: number, entityId: number): Promise<ComplianceFacts> {
    const [relationships, documents, filings, today] = await Promise.all([
      this.relationships.list(accountId, { targetEntityId: entityId }),
      this.documents.list(accountId, entityId),
      this.filings.list(accountId, { entityId }),
      this.filings.today(accountId),
    ]);
    return { relationships, documents, filings, today };
  }
}
