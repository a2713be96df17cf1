import type { AccountEvent, ComplianceEvent, DocumentEvent, RegisterEvent } from '@ledgerline/events';
import type { AccountRegisterState, RegisteredEntity } from './account-register.state';
import { endRelationship } from './register-documents.evolve';
import { evolveGroups } from './register-groups.evolve';
import { withEntry, withoutEntry } from '../../../shared/id-map';

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
        ...fields
      } = event.data;
      return { ...state, relationships: withEntry(state.relationships, relationshipId, fields) };
    }
    case 'RelationshipUpdated': {
      const current = state.relationships.get(event.data.relationshipId);
      if (!current) return state;
      const relationships = withEntry(
        state.relationships,
        event.data.relationshipId,
        applyChanges(current, event.data.changes),
      );
      return { ...state, relationships };
    }
    case 'RelationshipRemoved':
      return { ...state, relationships: withoutEntry(state.relationships, event.data.relationshipId) };
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
