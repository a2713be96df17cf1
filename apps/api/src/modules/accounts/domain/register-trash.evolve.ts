import { purgeAfterOf } from '@ledgerline/contracts';
import type { AccountEvent, ComplianceEvent, DocumentEvent, RegisterEvent } from '@ledgerline/events';
import type { AccountRegisterState, DeletionCascade, TrashedEntity } from './account-register.state';
import { IdMap, withEntry, withoutEntry } from '../../../shared/id-map';

export const emptyCascade: DeletionCascade = {
  relationships: IdMap.empty(),
  assets: IdMap.empty(),
  groupIds: [],
  filings: IdMap.empty(),
};

const recordedAt = (event: object): string | null =>
  (event as { metadata?: { recordedAt?: string } }).metadata?.recordedAt ?? null;

/** Still restorable at `at` (an ISO timestamp); an entry without a deletion time never expires. */
export const restorableAt = (entry: TrashedEntity, at: string): boolean =>
  entry.deletedAt === null || purgeAfterOf(entry.deletedAt) > at;

/**
 * The Trash (docs/decisions/0023-trash.md): a deletion's cascade events come first in its append, so what they
 * remove is gathered (from the state before each) and filed under the entity when `EntityDeleted` arrives.
 * Entries past the 30 days are dropped when a later deletion is evolved, so the state does not grow forever.
 */
export function evolveTrash(
  before: AccountRegisterState,
  after: AccountRegisterState,
  event: AccountEvent | RegisterEvent | ComplianceEvent | DocumentEvent,
): AccountRegisterState {
  const cascade = after.deletionCascade;
  switch (event.type) {
    case 'RelationshipRemoved': {
      const fields = before.relationships.get(event.data.relationshipId);
      if (event.data.reason !== 'entity_deleted' || !fields) return after;
      const relationships = withEntry(cascade.relationships, event.data.relationshipId, fields);
      return { ...after, deletionCascade: { ...cascade, relationships } };
    }
    case 'AssetRemoved': {
      const asset = before.assets.get(event.data.assetId);
      if (event.data.reason !== 'entity_deleted' || !asset) return after;
      const assets = withEntry(cascade.assets, event.data.assetId, asset);
      return { ...after, deletionCascade: { ...cascade, assets } };
    }
    case 'EntityRemovedFromGroup':
      if (event.data.reason !== 'entity_deleted') return after;
      return {
        ...after,
        deletionCascade: { ...cascade, groupIds: [...cascade.groupIds, event.data.groupId] },
      };
    case 'FilingRequirementRemoved': {
      const filing = before.filings.get(event.data.filingId);
      if (event.data.reason !== 'entity_deleted' || !filing) return after;
      const filings = withEntry(cascade.filings, event.data.filingId, filing);
      return { ...after, deletionCascade: { ...cascade, filings } };
    }
    case 'EntityDeleted': {
      const entity = before.entities.get(event.data.entityId);
      if (!entity) return after;
      const deletedAt = recordedAt(event);
      const kept = [...after.trash].filter(
        ([, entry]) => deletedAt === null || restorableAt(entry, deletedAt),
      );
      const trash = IdMap.from(kept).set(event.data.entityId, { ...entity, ...cascade, deletedAt });
      return { ...after, trash, deletionCascade: emptyCascade };
    }
    case 'EntityRestored': {
      return { ...after, trash: withoutEntry(after.trash, event.data.entityId) };
    }
    default:
      return after;
  }
}
