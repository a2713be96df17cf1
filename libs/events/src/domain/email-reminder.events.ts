import { z } from 'zod';
import { defineEvent, type EventOf } from '../catalogue/event-definition';

const id = z.number().int();

/** Stream `email-reminders-{accountId}` (docs/decisions/0042): each user's choice, and what was sent to whom. */
export const EmailRemindersChosen = defineEvent(
  'EmailRemindersChosen',
  z.object({
    accountId: id,
    userId: id,
    mode: z.enum(['immediate', 'weekly', 'none']),
    /** `settings` from the Settings page, `unsubscribe` from the link in a message. */
    via: z.enum(['settings', 'unsubscribe']),
  }),
);

/**
 * Recorded before the message is handed to the mail port, so a retry, a restart or a second worker never sends
 * it again; `keys` are `{userId}:{filingId}:{dueDate}:{threshold}` or `{userId}:digest:{week}`.
 */
export const EmailReminderClaimed = defineEvent(
  'EmailReminderClaimed',
  z.object({ accountId: id, userId: id, keys: z.array(z.string()).min(1) }),
);

/** The mail port refused the message: its keys are free again and the next scan tries once more. */
export const EmailReminderFailed = defineEvent(
  'EmailReminderFailed',
  z.object({ accountId: id, userId: id, keys: z.array(z.string()).min(1), reason: z.string() }),
);

export const emailReminderEvents = [EmailRemindersChosen, EmailReminderClaimed, EmailReminderFailed];
export type EmailReminderEvent = EventOf<(typeof emailReminderEvents)[number]>;
