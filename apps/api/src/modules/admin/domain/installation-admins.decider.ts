import type { IdentityLifecycleEvent } from '@ledgerline/events';
import type { DomainEventData, Evolver } from '../../../infrastructure/event-sourcing/decider';
import { DomainError } from '../../../shared/domain-error';

/** Stream `installation-admins`: null until the seats are first recorded. */
export type InstallationAdminsState = ReadonlySet<number> | null;

export const installationAdmins: Evolver<InstallationAdminsState> = {
  initialState: () => null,
  evolve(state, raw) {
    const event = raw as IdentityLifecycleEvent;
    switch (event.type) {
      case 'InstallationAdminsRecorded':
        return new Set(event.data.userIds);
      case 'InstallationAdminAdded':
        return new Set([...(state ?? []), event.data.userId]);
      case 'InstallationAdminRemoved':
        return new Set([...(state ?? [])].filter((id) => id !== event.data.userId));
      default:
        return state;
    }
  },
};

export type AdminSeatChange = 'demoted' | 'deleted';

const lastAdmin = (change: AdminSeatChange): DomainError =>
  change === 'demoted'
    ? new DomainError('conflict', 'ADMIN.LAST_ADMIN', 'The last admin cannot be demoted', [
        { field: 'isAdmin', message: 'The last admin cannot be demoted' },
      ])
    : new DomainError('conflict', 'ADMIN.LAST_ADMIN', 'The last admin cannot be deleted');

/** The seats as the users read model shows them, when the stream does not exist yet. */
export function decideRecordAdmins(userIds: number[], state: InstallationAdminsState): DomainEventData[] {
  return state === null ? [{ type: 'InstallationAdminsRecorded', data: { userIds } }] : [];
}

/** Frees an admin's seat unless it is the last one; a user without a seat changes nothing here. */
export function decideRemoveAdmin(
  command: { userId: number; change: AdminSeatChange },
  state: InstallationAdminsState,
): DomainEventData[] {
  const seats = state ?? new Set<number>();
  if (!seats.has(command.userId)) return [];
  if (seats.size <= 1) throw lastAdmin(command.change);
  return [{ type: 'InstallationAdminRemoved', data: { userId: command.userId, reason: command.change } }];
}

export function decideAddAdmin(userId: number, state: InstallationAdminsState): DomainEventData[] {
  return state?.has(userId) ? [] : [{ type: 'InstallationAdminAdded', data: { userId } }];
}
