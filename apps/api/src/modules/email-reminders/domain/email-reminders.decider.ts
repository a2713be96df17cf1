import { DEFAULT_EMAIL_REMINDER_MODE, type EmailReminderMode } from '@ledgerline/contracts';
import type { EmailReminderEvent } from '@ledgerline/events';
import type { DomainEventData, Evolver } from '../../../infrastructure/event-sourcing/decider';

export const emailRemindersStream = (accountId: number): string => `email-reminders-${accountId}`;

export interface EmailRemindersState {
  /** Each user's choice; a user who never chose has none here and gets DEFAULT_EMAIL_REMINDER_MODE. */
  modes: ReadonlyMap<number, EmailReminderMode>;
  /** Keys whose message was handed to the mail port (or is being handed now). */
  claimed: ReadonlySet<string>;
}

export const accountEmailReminders: Evolver<EmailRemindersState> = {
  initialState: () => ({ modes: new Map(), claimed: new Set() }),
  evolve(state, raw) {
    const event = raw as EmailReminderEvent;
    switch (event.type) {
      case 'EmailRemindersChosen':
        return { ...state, modes: new Map(state.modes).set(event.data.userId, event.data.mode) };
      case 'EmailReminderClaimed': {
        const claimed = new Set(state.claimed);
        event.data.keys.forEach((key) => claimed.add(key));
        return { ...state, claimed };
      }
      case 'EmailReminderFailed': {
        const claimed = new Set(state.claimed);
        event.data.keys.forEach((key) => claimed.delete(key));
        return { ...state, claimed };
      }
      default:
        return state;
    }
  },
};

export const modeOf = (state: EmailRemindersState, userId: number): EmailReminderMode =>
  state.modes.get(userId) ?? DEFAULT_EMAIL_REMINDER_MODE;

export interface ChooseEmailReminders {
  accountId: number;
  userId: number;
  mode: EmailReminderMode;
  via: 'settings' | 'unsubscribe';
}

/** A choice is recorded when it changes something, or the first time (so the default stops applying). */
export function decideChooseEmailReminders(
  command: ChooseEmailReminders,
  state: EmailRemindersState,
): DomainEventData[] {
  if (state.modes.get(command.userId) === command.mode) return [];
  return [{ type: 'EmailRemindersChosen', data: command }];
}

/** Claims the keys nobody claimed yet; the message goes out with those alone, or not at all. */
export function decideClaimReminder(
  command: { accountId: number; userId: number; keys: readonly string[] },
  state: EmailRemindersState,
): DomainEventData[] {
  const keys = [...new Set(command.keys)].filter((key) => !state.claimed.has(key));
  if (keys.length === 0) return [];
  return [
    { type: 'EmailReminderClaimed', data: { accountId: command.accountId, userId: command.userId, keys } },
  ];
}

export function decideReleaseReminder(
  command: { accountId: number; userId: number; keys: readonly string[]; reason: string },
  state: EmailRemindersState,
): DomainEventData[] {
  const keys = command.keys.filter((key) => state.claimed.has(key));
  if (keys.length === 0) return [];
  return [{ type: 'EmailReminderFailed', data: { ...command, keys, reason: command.reason.slice(0, 500) } }];
}
