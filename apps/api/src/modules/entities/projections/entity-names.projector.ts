import { erasedPersonName } from '@ledgerline/contracts';
import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { ENTITY_NAMES, type EntityNameDocument, entityRefOf } from '../../../shared/entity-refs';

/**
 * Every entity's last name, read by the projectors that name entities in their own read models (relationships,
 * assets, filings, activities, trash) through EntityRefs. One model instead of a private copy in each: five
 * fewer rows and B-tree writes per registration (docs/decisions/0055). It must come after its readers in
 * allProjectors, so that during a batch it still holds the names as of the batch's start.
 */
export class EntityNamesProjector implements Projector {
  readonly name = 'entity-names';
  readonly version = 1;
  readonly collections = [ENTITY_NAMES];
  readonly layouts: CollectionLayouts = { [ENTITY_NAMES]: { indexes: [['accountId']] } };
  readonly handles = ['AccountClosed', 'EntityRegistered', 'EntityProfileUpdated', 'PersonalDataErased'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    // The erased individual is named as a rebuild from the log now names it (docs/decisions/0032).
    if (recorded.type === 'PersonalDataErased')
      return this.erase(recorded.data as { entityId: number }, writer);
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const ref = entityRefOf(event);
    if (!ref) return;
    const doc: EntityNameDocument = { id: String(ref.id), accountId: event.data.accountId, ref };
    await writer.put(ENTITY_NAMES, doc);
  }

  private async erase({ entityId }: { entityId: number }, writer: ReadStoreWriter): Promise<void> {
    const doc = await writer.get<EntityNameDocument>(ENTITY_NAMES, String(entityId));
    if (doc)
      await writer.put(ENTITY_NAMES, { ...doc, ref: { ...doc.ref, name: erasedPersonName(entityId) } });
  }
}
