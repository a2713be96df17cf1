import type { AccountEvent, ComplianceEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { EntityRefs } from '../../../shared/entity-refs';

/** Read model `filing_requirements`: stored facts only; overdue and upcoming are computed when read. */
export const FILINGS = 'filing_requirements';
const REFS = 'filing_entity_refs';

export interface FilingDocument {
  [key: string]: unknown;
  id: string;
  filingId: number;
  accountId: number;
  entityId: number;
  requirementType: string;
  dueDate: string;
  status: string;
  submissionDate: string | null;
  notes: string | null;
  origin: string;
  userId: number;
  createdAt: string;
  updatedAt: string;
}

export class FilingRequirementsProjector implements Projector {
  readonly name = 'filing-requirements';
  readonly version = 1;
  readonly collections = [FILINGS, REFS];
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'FilingRequirementAdded',
    'FilingRequirementUpdated',
    'FilingRequirementRemoved',
  ];
  private readonly refs = new EntityRefs(REFS);

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent | ComplianceEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'EntityRegistered':
      case 'EntityProfileUpdated':
      case 'EntityDeleted': {
        return this.refs.follow(event, writer, FILINGS, [['entityId', 'entity']]);
      }
      case 'FilingRequirementAdded': {
        const { filingId, ...fields } = event.data;
        const entity = await this.refs.get(writer, fields.entityId);
        const userId = Number(recorded.metadata.actorId) || 0;
        return writer.put(FILINGS, {
          id: String(filingId),
          filingId,
          ...fields,
          userId,
          entity,
          createdAt: at,
          updatedAt: at,
        });
      }
      case 'FilingRequirementUpdated': {
        const current = await writer.get<FilingDocument>(FILINGS, String(event.data.filingId));
        if (!current) return;
        const changed = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, c]) => [field, c.to]),
        );
        return writer.put(FILINGS, { ...current, ...changed, updatedAt: at });
      }
      case 'FilingRequirementRemoved':
        return writer.delete(FILINGS, String(event.data.filingId));
    }
  }
}
