import type { AccountEvent, ComplianceEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { eraseFiledOwners } from './erased-person-filings';
import { EntityRefs } from '../../../shared/entity-refs';
import { FILING_LAYOUTS, FILINGS, type FilingDocument, isOpenStatus } from './filing.read-model';

/** The filter and search fields follow the status and the entity. */
const withKeys = (doc: Record<string, unknown>): FilingDocument => {
  const filing = doc as FilingDocument;
  return {
    ...filing,
    isOpen: isOpenStatus(filing.status),
    entityName: filing.entity?.name ?? '',
    dueOn: filing.dueDate,
    openRank: isOpenStatus(filing.status) ? 0 : 1,
    assigneeUserId: filing.assigneeUserId ?? null,
  };
};

export class FilingRequirementsProjector implements Projector {
  readonly name = 'filing-requirements';
  readonly version = 3;
  readonly collections = [FILINGS];
  readonly layouts = FILING_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'FilingRequirementAdded',
    'FilingRequirementUpdated',
    'FilingReopened',
    'FilingRequirementRemoved',
    'PersonalDataErased',
  ];
  private readonly refs = new EntityRefs();

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    if (recorded.type === 'PersonalDataErased')
      return eraseFiledOwners(
        writer,
        FILINGS,
        recorded.data as { accountId: number; entityId: number },
        (doc) => writer.put(FILINGS, withKeys(doc as unknown as FilingDocument)),
      );
    const event = recorded as unknown as AccountEvent | RegisterEvent | ComplianceEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'EntityRegistered':
      case 'EntityProfileUpdated':
      case 'EntityDeleted': {
        return this.refs.follow(event, writer, FILINGS, [['entityId', 'entity']], (doc) =>
          writer.put(FILINGS, withKeys(doc)),
        );
      }
      case 'FilingRequirementAdded': {
        const { filingId, ...fields } = event.data;
        const entity = await this.refs.get(writer, fields.entityId);
        const userId = Number(recorded.metadata.actorId) || 0;
        return writer.put(
          FILINGS,
          withKeys({
            id: String(filingId),
            filingId,
            ...fields,
            userId,
            entity,
            createdAt: at,
            updatedAt: at,
          }),
        );
      }
      case 'FilingRequirementUpdated':
      case 'FilingReopened': {
        const current = await writer.get<FilingDocument>(FILINGS, String(event.data.filingId));
        if (!current) return;
        const changed = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, c]) => [field, c.to]),
        );
        return writer.put(FILINGS, withKeys({ ...current, ...changed, updatedAt: at }));
      }
      case 'FilingRequirementRemoved':
        return writer.delete(FILINGS, String(event.data.filingId));
    }
  }
}
