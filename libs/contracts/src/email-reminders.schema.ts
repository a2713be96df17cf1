import { z } from 'zod';

/**
 * How a user hears about deadlines by e-mail (docs/decisions/0042-email-reminders.md):
 * `immediate` when a filing crosses 30, 14, 7 or 1 days before its due date or turns overdue, `weekly` as one
 * digest a week, `none` for no reminder e-mails.
 */
export const EMAIL_REMINDER_MODES = ['immediate', 'weekly', 'none'] as const;
export type EmailReminderMode = (typeof EMAIL_REMINDER_MODES)[number];
/** What a user who never chose gets. */
export const DEFAULT_EMAIL_REMINDER_MODE: EmailReminderMode = 'immediate';

/** Fields it does not define are ignored (docs/decisions/0057): a client may send the GET answer back. */
export const notificationPreferencesSchema = z.object({
  emailReminders: z.enum(EMAIL_REMINDER_MODES, {
    message: 'E-mail reminders must be one of: immediate, weekly, none',
  }),
});
export type NotificationPreferencesRequest = z.input<typeof notificationPreferencesSchema>;

export interface NotificationPreferencesView {
  emailReminders: EmailReminderMode;
  /** False until the user chose: `emailReminders` is then the default. */
  chosen: boolean;
  /** Where reminders go; null when the user has no e-mail address (then none are sent whatever the choice). */
  email: string | null;
}
