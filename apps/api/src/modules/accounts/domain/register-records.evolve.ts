import type { AccountEvent, ComplianceEvent, DocumentEvent, RegisterEvent } from '@ledgerline/events';
import type { AccountRegisterState, RegisteredEntity, RelationshipFields } from './account-register.state';
import { endRelationship } from './register-documents.evolve';
import { evolveGroups } from './register-groups.evolve';
import { IdSet, withEntry, withoutEntry } from '../../../shared/id-map';

type Changes = Record<string, { from: unknown; to: unknown }>;

export const applyChanges = <T extends object>(record: T, changes: Changes): T => {
  const next = { ...record } as Record<string, unknown>;
  for (const [field, change] of Object.entries(changes)) next[field] = change.to;
  return next as T;
};

const updateEntity = (
  state: AccountRegisterState,
  id: number,
  update: (e: RegisteredEntity) => RegisteredEntity,
) => {
  const entity = state.entities.get(id);
  return entity ? { ...state, entities: withEntry(state.entities, id, update(entity)) } : state;
};

type LinkIndex = AccountRegisterState['relationshipIdsByEntity'];

/** `id` filed under both ends of `link` (added) or taken out from under them. */
function indexed(index: LinkIndex, id: number, link: RelationshipFields, add: boolean): LinkIndex {
  let next = index;
  for (const end of new Set([link.sourceEntityId, link.targetEntityId])) {
    const ids = IdSet.from(next.get(end) ?? IdSet.empty());
    const changed = add ? ids.add(id) : ids.delete(id);
    next = changed.size ? withEntry(next, end, changed) : withoutEntry(next, end);
  }
  return next;
}

/** The links and their index by entity with link `id` replaced by `next` (null: removed). */
function withLink(state: AccountRegisterState, id: number, next: RelationshipFields | null) {
  const current = state.relationships.get(id);
  let index = current
    ? indexed(state.relationshipIdsByEntity, id, current, false)
    : state.relationshipIdsByEntity;
  if (next) index = indexed(index, id, next, true);
  return {
    ...state,
    relationships: next ? withEntry(state.relationships, id, next) : withoutEntry(state.relationships, id),
    relationshipIdsByEntity: index,
  };
}

/** Entities, relationships and assets; each change answers new persistent maps, so cached states stay immutable. */
export function evolveRecords(
  state: AccountRegisterState,
  event: AccountEvent | RegisterEvent | ComplianceEvent | DocumentEvent,
): AccountRegisterState {
  switch (event.type) {
    case 'EntityRegistered':
      return {
        ...state,
        entities: withEntry(state.entities, event.data.entityId, {
          type: event.data.entityType,
          profile: event.data.profile,
          details: null,
          createdByUserId: event.data.createdByUserId,
        }),
      };
    case 'EntityProfileUpdated':
      return updateEntity(state, event.data.entityId, (e) => ({
        ...e,
        profile: applyChanges(e.profile, event.data.changes),
      }));
    case 'IndividualDetailsRecorded':
      return updateEntity(state, event.data.entityId, (e) => ({
        ...e,
        details: applyChanges(e.details ?? {}, event.data.changes),
      }));
    case 'EntityDeleted':
      return endRelationship(
        { ...state, entities: withoutEntry(state.entities, event.data.entityId) },
        event.data.entityId,
        event,
      );
    case 'RelationshipAdded': {
      // The reason and evidence belong to the change (its event), not to the link.
      const {
        relationshipId,
        accountId: _accountId,
        changeReason: _reason,
        evidenceDocumentId: _evidence,
        restored: _restored,
        ...fields
      } = event.data;
      return withLink(state, relationshipId, fields);
    }
    case 'RelationshipUpdated': {
      const current = state.relationships.get(event.data.relationshipId);
      if (!current) return state;
      return withLink(state, event.data.relationshipId, applyChanges(current, event.data.changes));
    }
    case 'RelationshipRemoved':
      return state.relationships.has(event.data.relationshipId)
        ? withLink(state, event.data.relationshipId, null)
        : state;
    case 'AssetRegistered': {
      const { assetId, accountId: _accountId, ownerEntityId, ...fields } = event.data;
      return { ...state, assets: withEntry(state.assets, assetId, { ownerEntityId, fields }) };
    }
    case 'AssetUpdated': {
      const current = state.assets.get(event.data.assetId);
      if (!current) return state;
      const merged = applyChanges(
        { ownerEntityId: current.ownerEntityId, ...current.fields },
        event.data.changes,
      );
      const { ownerEntityId, ...fields } = merged;
      return { ...state, assets: withEntry(state.assets, event.data.assetId, { ownerEntityId, fields }) };
    }
    case 'AssetRemoved':
      return { ...state, assets: withoutEntry(state.assets, event.data.assetId) };
    default:
      return evolveGroups(state, event);
  }
}
