import type { NotificationEvent } from '@ledgerline/events';
import type { DomainEventData, Evolver } from '../../../infrastructure/event-sourcing/decider';
import { notFound } from '../../../shared/domain-error';

export interface NotificationsState {
  dedupeKeys: ReadonlySet<string>;
  unread: ReadonlySet<number>;
  all: ReadonlySet<number>;
}

export const accountNotifications: Evolver<NotificationsState> = {
  initialState: () => ({ dedupeKeys: new Set(), unread: new Set(), all: new Set() }),
  evolve(state, raw) {
    const event = raw as NotificationEvent;
    if (event.type === 'NotificationRaised')
      return {
        dedupeKeys: new Set(state.dedupeKeys).add(event.data.dedupeKey),
        unread: new Set(state.unread).add(event.data.notificationId),
        all: new Set(state.all).add(event.data.notificationId),
      };
    if (event.type === 'NotificationRead') {
      const unread = new Set(state.unread);
      unread.delete(event.data.notificationId);
      return { ...state, unread };
    }
    return state;
  },
};

export interface RaiseNotification {
  notificationId: number;
  accountId: number;
  entityId: number | null;
  filingId: number | null;
  type: string;
  message: string;
  actionUrl: string | null;
  dedupeKey: string;
}

/** Once per dedupe key: a retried job, a restarted worker or a second worker raise nothing new. */
export function decideRaiseNotifications(
  raise: RaiseNotification[],
  state: NotificationsState,
): DomainEventData[] {
  const seen = new Set(state.dedupeKeys);
  return raise.flatMap((n) => {
    if (seen.has(n.dedupeKey)) return [];
    seen.add(n.dedupeKey);
    return [{ type: 'NotificationRaised', data: { ...n, actionRequired: true } }];
  });
}

export function decideMarkRead(
  command: { accountId: number; userId: number; notificationIds: number[] | 'all' },
  state: NotificationsState,
): DomainEventData[] {
  const ids = command.notificationIds === 'all' ? [...state.unread] : command.notificationIds;
  for (const id of ids) if (!state.all.has(id)) throw notFound('Notification');
  return ids
    .filter((id) => state.unread.has(id))
    .map((notificationId) => ({
      type: 'NotificationRead',
      data: { notificationId, accountId: command.accountId, userId: command.userId },
    }));
}
