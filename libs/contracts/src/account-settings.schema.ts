import { z } from 'zod';
import { EARLIEST_DATE, calendarDay, dayOfDateField } from './common.schema';
import { isTimeZone } from './local-day';
import { CURRENCIES, type Currency } from './money';

/**
 * Settings of the account as a whole: each is optional in a PATCH, so a screen (or a later setting
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
      .transform(dayOfDateField)
      .refine((v) => v >= EARLIEST_DATE, 'Date cannot be before 1900-01-01'),
    /** The zone whose days count as the account's days: when a filing turns overdue, how dates are shown. */
    timeZone: z
      .string({ message: 'Time zone is required' })
      .trim()
      .min(1, 'Time zone is required')
      .refine(isTimeZone, 'Time zone must be an IANA time zone name such as Africa/Johannesburg')
      // Stored as the runtime spells it ('africa/johannesburg' becomes 'Africa/Johannesburg').
      .transform((v) => new Intl.DateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone),
    /** ISO 4217 code money is shown in (docs/decisions/0044-demo-data-and-locale.md); rand until chosen. */
    currency: z
      .string({ message: 'Currency is required' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(CURRENCIES, { message: `Currency must be one of ${CURRENCIES.join(', ')}` })),
    /** What invitations and screens call the account, usually the firm's name (docs/decisions/0077). */
    name: z
      .string({ message: 'Account name is required' })
      .trim()
      .min(1, 'Account name is required')
      .max(120, 'Account name must be at most 120 characters'),
  })
  // Fields it does not define are ignored (docs/decisions/0057): a client may send the GET answer back.
  .partial();
export type AccountSettingsUpdateRequest = z.input<typeof accountSettingsUpdateSchema>;
export type AccountSettingsUpdate = z.output<typeof accountSettingsUpdateSchema>;

export interface AccountSettingsView {
  /** The day deadlines are tracked from; the day the account was opened unless its owner chose another. */
  trackedFrom: string;
  /** The day the account was opened, the default for `trackedFrom`. */
  openedOn: string;
  /** The zone the account's days are counted in: its own choice, else the installation's default. */
  timeZone: string;
  /** The installation's zone (LEDGERLINE_TIME_ZONE, else Africa/Johannesburg), used until the account picks one. */
  defaultTimeZone: string;
  /** The currency money is shown in: the account's choice, else rand (ZAR). */
  currency: Currency;
  /** The account's name: its own choice, else `defaultName`. */
  name: string;
  /** '<owner's full name, else username> (account)', used until the owner names the account. */
  defaultName: string;
}
