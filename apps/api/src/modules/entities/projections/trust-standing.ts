import {
  type ComplianceIssues,
  complianceStatus,
  type FilingDue,
  nextFilingOverdue,
  nextTrustRoleChange,
  type TrustListCompliance,
} from '@ledgerline/contracts';
import type { ReadStoreWriter } from '@ledgerline/projections';
import {
  ENTITIES,
  ENTITY_STANDING_DOCUMENTS,
  ENTITY_STANDING_FILINGS,
  type EntityDocument,
  type EntityStandingFactDocument,
} from './entity.read-model';
import { TrustRoleLinks } from './trust-role-links';

/** A trust's verdict on a day, why, and the next day time alone (a role's dates, a due date) may move it. */
export interface TrustStanding {
  compliance: TrustListCompliance;
  complianceIssues: ComplianceIssues;
  standingReviewOn: string | null;
}

type Changes = Record<string, { to: unknown }>;
const distinct = (ids: number[]): number[] => [...new Set(ids)];
const earliest = (days: (string | null)[]): string | null =>
  days.reduce<string | null>((a, b) => (b !== null && (a === null || b < a) ? b : a), null);

/** The projector's copy of one kind of fact about a trust (its documents, its filings), keeping `fields` only. */
class TrustFactCopies {
  constructor(
    private readonly collection: string,
    private readonly fields: readonly string[],
  ) {}

  private pick(source: Record<string, unknown>) {
    return Object.fromEntries(this.fields.filter((f) => f in source).map((f) => [f, source[f]]));
  }

  /** Only a trust's facts are kept: a company's thousands of planned filings are not copied. */
  async added(writer: ReadStoreWriter, id: number, data: { accountId: number; entityId: number }) {
    const entity = await writer.get<EntityDocument>(ENTITIES, String(data.entityId));
    if (entity?.type !== 'trust') return [];
    const copy = { ...this.pick(data), id: String(id), accountId: data.accountId, entityId: data.entityId };
    await writer.put(this.collection, copy);
    return [data.entityId];
  }

  async changed(writer: ReadStoreWriter, id: number, changes: Changes): Promise<number[]> {
    const current = await writer.get<EntityStandingFactDocument>(this.collection, String(id));
    if (!current) return [];
    const to = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to]));
    const next = { ...current, ...this.pick(to) } as EntityStandingFactDocument;
    await writer.put(this.collection, next);
    return distinct([current.entityId, next.entityId]);
  }

  async removed(writer: ReadStoreWriter, id: number): Promise<number[]> {
    const current = await writer.get<EntityStandingFactDocument>(this.collection, String(id));
    if (!current) return [];
    await writer.delete(this.collection, current.id);
    return [current.entityId];
  }

  of<T>(writer: ReadStoreWriter, entityId: number): Promise<T[]> {
    return writer.find<EntityStandingFactDocument>(this.collection, { entityId }) as Promise<T[]>;
  }
}

/**
 * The compliance page's rule (complianceStatus) over the projector's own copies of a trust's role links,
 * documents and filings, so the trusts list shows the page's verdict from a kept-ready column.
 */
export class TrustStandingFacts {
  readonly roles = new TrustRoleLinks();
  readonly documents = new TrustFactCopies(ENTITY_STANDING_DOCUMENTS, [
    'entityId',
    'documentType',
    'validationStatus',
  ]);
  readonly filings = new TrustFactCopies(ENTITY_STANDING_FILINGS, ['entityId', 'dueDate', 'status']);

  async standingOf(writer: ReadStoreWriter, trustId: number, today: string): Promise<TrustStanding> {
    const links = await this.roles.activeLinks(writer, trustId);
    const documents = await this.documents.of<{ documentType: string; validationStatus: string }>(
      writer,
      trustId,
    );
    const filings = await this.filings.of<FilingDue>(writer, trustId);
    const status = complianceStatus(
      { id: trustId, type: 'trust' },
      { relationships: links, documents, filings, today },
    );
    const { missingRelationships, missingDocuments, overdueFilings } = status;
    return {
      compliance: status.isCompliant ? 'compliant' : 'attention',
      complianceIssues: { missingRelationships, missingDocuments, overdueFilings },
      standingReviewOn: earliest([
        nextTrustRoleChange(trustId, links, today),
        nextFilingOverdue(filings, today),
      ]),
    };
  }
}
