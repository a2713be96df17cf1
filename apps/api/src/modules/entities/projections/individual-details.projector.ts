import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';

/** Read model `individual_details`: one document per individual that has details, keyed by entity id. */
export const INDIVIDUAL_DETAILS = 'individual_details';

export interface IndividualDetailsDocument {
  [key: string]: unknown;
  id: string;
  entityId: number;
  accountId: number;
  createdAt: string;
  updatedAt: string;
}

export class IndividualDetailsProjector implements Projector {
  readonly name = 'individual-details';
  readonly version = 3;
  readonly collections = [INDIVIDUAL_DETAILS];
  /** Closing an account deletes its documents by accountId. */
  readonly layouts: CollectionLayouts = { [INDIVIDUAL_DETAILS]: { indexes: [['accountId']] } };
  readonly handles = ['AccountClosed', 'IndividualDetailsRecorded', 'EntityDeleted'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    if (event.type === 'EntityDeleted') return writer.delete(INDIVIDUAL_DETAILS, String(event.data.entityId));
    if (event.type !== 'IndividualDetailsRecorded') return;
    const at = recorded.metadata.recordedAt;
    const id = String(event.data.entityId);
    const current = await writer.get<IndividualDetailsDocument>(INDIVIDUAL_DETAILS, id);
    const changed = Object.fromEntries(Object.entries(event.data.changes).map(([field, c]) => [field, c.to]));
    await writer.put(INDIVIDUAL_DETAILS, {
      ...(current ?? { id, entityId: event.data.entityId, accountId: event.data.accountId, createdAt: at }),
      ...changed,
      updatedAt: at,
    });
  }
}
