import type { DomainEventData } from '../../../infrastructure/event-sourcing/decider';
import { DomainError, notFound } from '../../../shared/domain-error';
import { fieldChanges } from '../../../shared/field-changes';
import {
  type AccountRegisterState,
  planOf,
  type RegisteredGroup,
} from '../../accounts/domain/account-register.state';
import { limitReached } from '../../accounts/domain/plan-limits';
import { liveEntity } from '../../entities/domain/entity.deciders';

const liveGroup = (state: AccountRegisterState, groupId: number): RegisteredGroup => {
  const group = state.groups.get(groupId);
  if (!group) throw notFound('Group');
  return group;
};

/** The account's first group becomes its default, so exactly one default exists whenever groups do. */
export function decideCreateGroup(
  command: { groupId: number; name: string; description: string | null; actorUserId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  if (state.groups.has(command.groupId)) return [];
  const { groupLimit } = planOf(state);
  if (state.groups.size >= groupLimit) throw limitReached(groupLimit, 'groups');
  const { groupId, name, description, actorUserId } = command;
  const created = {
    type: 'GroupCreated',
    data: { groupId, accountId: state.accountId, name, description, createdByUserId: actorUserId },
  };
  return state.defaultGroupId === null
    ? [created, { type: 'DefaultGroupSet', data: { groupId, accountId: state.accountId } }]
    : [created];
}

export function decideUpdateGroup(
  command: { groupId: number; name: string; description: string | null },
  state: AccountRegisterState,
): DomainEventData[] {
  const group = liveGroup(state, command.groupId);
  const changes = fieldChanges(
    { name: group.name, description: group.description },
    { name: command.name, description: command.description },
  );
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'GroupUpdated', data: { groupId: command.groupId, accountId: state.accountId, changes } }];
}

export function decideDeleteGroup(
  command: { groupId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  liveGroup(state, command.groupId);
  const events: DomainEventData[] = [
    { type: 'GroupDeleted', data: { groupId: command.groupId, accountId: state.accountId } },
  ];
  if (state.defaultGroupId === command.groupId) {
    const [next] = [...state.groups]
      .filter(([id]) => id !== command.groupId)
      .sort(([, a], [, b]) => a.sequence - b.sequence);
    if (next)
      events.push({ type: 'DefaultGroupSet', data: { groupId: next[0], accountId: state.accountId } });
  }
  return events;
}

export function decideSetDefaultGroup(
  command: { groupId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  liveGroup(state, command.groupId);
  if (state.defaultGroupId === command.groupId) return [];
  return [{ type: 'DefaultGroupSet', data: { groupId: command.groupId, accountId: state.accountId } }];
}

export function decideAddEntityToGroup(
  command: { groupId: number; entityId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  const group = liveGroup(state, command.groupId);
  liveEntity(state, command.entityId);
  if (group.members.has(command.entityId))
    throw new DomainError('conflict', 'GROUP.ALREADY_MEMBER', 'Entity is already in this group');
  return [{ type: 'EntityAddedToGroup', data: { ...command, accountId: state.accountId } }];
}

export function decideRemoveEntityFromGroup(
  command: { groupId: number; entityId: number },
  state: AccountRegisterState,
): DomainEventData[] {
  const group = liveGroup(state, command.groupId);
  if (!group.members.has(command.entityId)) throw notFound('Group member');
  return [
    { type: 'EntityRemovedFromGroup', data: { ...command, accountId: state.accountId, reason: 'deleted' } },
  ];
}
