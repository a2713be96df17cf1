import type { AccountEvent, ComplianceEvent, DocumentEvent, RegisterEvent } from '@ledgerline/events';
import type { AccountRegisterState, RegisteredGroup } from './account-register.state';
import { evolveFilings } from './register-filings.evolve';
import { applyChanges } from './register-records.evolve';
import { IdSet, withEntry, withoutEntry } from '../../../shared/id-map';

const updateGroup = (
  state: AccountRegisterState,
  id: number,
  update: (g: RegisteredGroup) => RegisteredGroup,
) => {
  const group = state.groups.get(id);
  return group ? { ...state, groups: withEntry(state.groups, id, update(group)) } : state;
};

export function evolveGroups(
  state: AccountRegisterState,
  event: AccountEvent | RegisterEvent | ComplianceEvent | DocumentEvent,
): AccountRegisterState {
  switch (event.type) {
    case 'GroupCreated':
      return {
        ...state,
        groups: withEntry(state.groups, event.data.groupId, {
          name: event.data.name,
          description: event.data.description,
          members: IdSet.empty(),
          sequence:
            state.groups.size === 0 ? 0 : Math.max(...[...state.groups.values()].map((g) => g.sequence)) + 1,
        }),
      };
    case 'GroupUpdated':
      return updateGroup(state, event.data.groupId, (g) => applyChanges(g, event.data.changes));
    case 'GroupDeleted': {
      const groups = withoutEntry(state.groups, event.data.groupId);
      return {
        ...state,
        groups,
        defaultGroupId: state.defaultGroupId === event.data.groupId ? null : state.defaultGroupId,
      };
    }
    case 'DefaultGroupSet':
      return { ...state, defaultGroupId: event.data.groupId };
    case 'EntityAddedToGroup':
      return updateGroup(state, event.data.groupId, (g) => ({
        ...g,
        members: IdSet.from(g.members).add(event.data.entityId),
      }));
    case 'EntityRemovedFromGroup':
      return updateGroup(state, event.data.groupId, (g) => ({
        ...g,
        members: IdSet.from(g.members).delete(event.data.entityId),
      }));
    default:
      return evolveFilings(state, event);
  }
}
