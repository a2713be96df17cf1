import { z } from 'zod';
import { EARLIEST_DATE, calendarDay } from './common.schema';

/**
 * Settings of the account as a whole (issue 11): each is optional in a PATCH, so a screen (or a later setting
 * such as the account's time zone) sends only what it changes.
 */
export const accountSettingsUpdateSchema = z
  .object({
    /** Deadlines before this day are history, never raised as overdue (docs/decisions/0026-deadline-dates.md). */
    trackedFrom: z
      .string({ message: 'Tracked-from date is required' })
      .trim()
      .min(1, 'Tracked-from date is required')
      .refine((v) => calendarDay(v) !== null, 'Invalid date')
      .transform((v) => v.slice(0, 10))
      .refine((v) => v >= EARLIEST_DATE, 'Date cannot be before 1900-01-01'),
  })
  .partial()
  .strict();
export type AccountSettingsUpdateRequest = z.input<typeof accountSettingsUpdateSchema>;
export type AccountSettingsUpdate = z.output<typeof accountSettingsUpdateSchema>;

export interface AccountSettingsView {
  /** The day deadlines are tracked from; the day the account was opened unless its owner chose another. */
  trackedFrom: string;
  /** The day the account was opened, the default for `trackedFrom`. */
  openedOn: string;
}
